/** Theme preference is kept in local storage; applying it before first paint avoids a flash of the wrong theme. */
export const themeStorageKey = 'theme';

const script = `try{if(localStorage.getItem('${themeStorageKey}')==='dark')document.body.classList.add('dark')}catch(e){}`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
