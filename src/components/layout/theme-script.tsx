import { themeScriptSource } from './theme-script-source';

export { themeStorageKey } from './theme-script-source';

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScriptSource }} />;
}
