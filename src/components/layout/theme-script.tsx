/** Theme preference is kept in local storage; applying it before first paint avoids a flash of the wrong theme. */
export const themeStorageKey = 'theme';

const script = `try{if(localStorage.getItem('${themeStorageKey}')==='dark')document.body.classList.add('dark')}catch(e){}`;

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
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
