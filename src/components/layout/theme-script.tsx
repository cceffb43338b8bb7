import { themeScriptSource, themeStorageKey } from './theme-script-source';

export { themeStorageKey } from './theme-script-source';

/**
 * The same for a page React draws in the browser, where an inline script never runs: the error pages, drawn after
 * the server could not render the page.
 */
export function applyStoredTheme(): void {
  try {
    if (localStorage.getItem(themeStorageKey) === 'dark') document.body.classList.add('dark');
  } catch {
    // Without storage the page stays light.
  }
}

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScriptSource }} />;
}
