import { darkSchemeQuery, themeScriptSource, themeStorageKey } from '@/lib/theme-script-source';

export { darkSchemeQuery, themeStorageKey } from '@/lib/theme-script-source';

/** The visitor's own choice, or null while they have not made one (the device's setting then applies). */
export function storedTheme(): 'dark' | 'light' | null {
  try {
    const value = localStorage.getItem(themeStorageKey);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

/** Dark when the visitor chose it, or when they have not chosen and the device asks for it: the inline script's rule. */
export function applyStoredTheme(): void {
  const choice = storedTheme();
  document.body.classList.toggle('dark', choice ? choice === 'dark' : window.matchMedia?.(darkSchemeQuery).matches === true);
}

/** Applies the theme before first paint. Error pages, drawn by React in the browser where an inline script never runs, call `applyStoredTheme`. */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeScriptSource }} />;
}
