/** The site's fonts and stylesheet: imported by the page document and by the error page that replaces it (`app/global-error.tsx`). */
import './site-fonts.css';
import './globals.css';
