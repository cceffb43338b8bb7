import { preload } from 'react-dom';
import type { Locale } from '@/i18n/config';
import './site-fonts.css';

/**
 * The faces a page in each language needs for its first paint, preloaded so the text rarely shows in the fallback
 * and no face waits for the stylesheet to be found: an Arabic page is set in Plex Sans Arabic with its spaces, Western
 * digits and Latin terms in Plex Sans, in both weights (a bold heading's spaces alone need the bold Latin face); an
 * English page has no Arabic text to set. Only the page's own language is preloaded, so an English page does not
 * download the Arabic faces (about 27 KB) that it never uses.
 */
const firstPaintFaces: Record<Locale, string[]> = {
  ar: [
    '/fonts/ibm-plex-sans-arabic-400-v3.woff2',
    '/fonts/ibm-plex-sans-arabic-700-v3.woff2',
    '/fonts/ibm-plex-sans-latin-400-v2.woff2',
    '/fonts/ibm-plex-sans-latin-700-v2.woff2',
  ],
  en: ['/fonts/ibm-plex-sans-latin-400-v2.woff2', '/fonts/ibm-plex-sans-latin-700-v2.woff2'],
};

/** Call while rendering a page's document: React puts the preload links in its `<head>`. */
export function preloadSiteFonts(locale: Locale) {
  for (const href of firstPaintFaces[locale]) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
}
