/**
 * The visitor's theme choice (`'dark'` or `'light'`) is kept in local storage; without one the page follows the
 * device's own setting (`prefers-color-scheme`). Applying it before first paint avoids a flash of the wrong theme.
 */
export const themeStorageKey = 'theme';

export const darkSchemeQuery = '(prefers-color-scheme: dark)';

/** The one inline script the site writes itself; staff pages allow it by its hash (`src/config/security-headers.ts`). */
export const themeScriptSource = `(function(){var t=null;try{t=localStorage.getItem('${themeStorageKey}')}catch(e){}if(t==='dark'||(t!=='light'&&window.matchMedia&&matchMedia('${darkSchemeQuery}').matches))document.body.classList.add('dark')})()`;
