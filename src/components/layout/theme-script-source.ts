/** Theme preference is kept in local storage; applying it before first paint avoids a flash of the wrong theme. */
export const themeStorageKey = 'theme';

/** The one inline script the site writes itself; staff pages allow it by its hash (`src/config/security-headers.ts`). */
export const themeScriptSource = `try{if(localStorage.getItem('${themeStorageKey}')==='dark')document.body.classList.add('dark')}catch(e){}`;
