import localFont from 'next/font/local';

/**
 * The site's typefaces, self-hosted by next/font from the @fontsource packages (IBM Plex, SIL Open Font License 1.1,
 * licence text in node_modules/@fontsource/ibm-plex-sans{,-arabic}/LICENSE): IBM Plex Sans for Latin text and
 * IBM Plex Sans Arabic for Arabic script, each limited by `unicode-range` to its script so a page downloads only the
 * faces its text uses. Plex Sans Arabic's own Latin letters are Plex Sans's, so Latin inside Arabic text is set
 * in Plex Sans (globals.css lists both families in either language's stack).
 *
 * The regular and bold faces (bold also serves the many semibold headings and labels) are preloaded, so the first
 * paint already has them; the medium face is not (small labels only). Until a face arrives the text is set in
 * Arial resized to Plex's metrics (`adjustFontFallback`: the families 'plexSans Fallback' and 'plexSansArabic
 * Fallback', named after the constants below), so the swap moves nothing.
 * Each family is split over two calls only because preloading is per call; both calls declare the same family name
 * and script range (latin and arabic: the ranges of the @fontsource subset files).
 */

// Font loader options must be literals, so the families' name and script range are repeated in both calls.

export const plexSans = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff2', weight: '400' },
    { path: '../../../node_modules/@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-700-normal.woff2', weight: '700' },
  ],
  declarations: [
    { prop: 'font-family', value: 'IBM Plex Sans' },
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  display: 'swap',
  adjustFontFallback: 'Arial',
});

export const plexSansMedium = localFont({
  src: '../../../node_modules/@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-500-normal.woff2',
  weight: '500',
  declarations: [
    { prop: 'font-family', value: 'IBM Plex Sans' },
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});

export const plexSansArabic = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2', weight: '400' },
    { path: '../../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2', weight: '700' },
  ],
  declarations: [
    { prop: 'font-family', value: 'IBM Plex Sans Arabic' },
    {
      prop: 'unicode-range',
      value:
        'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
    },
  ],
  display: 'swap',
  adjustFontFallback: 'Arial',
});

export const plexSansArabicMedium = localFont({
  src: '../../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-500-normal.woff2',
  weight: '500',
  declarations: [
    { prop: 'font-family', value: 'IBM Plex Sans Arabic' },
    {
      prop: 'unicode-range',
      value:
        'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
    },
  ],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
});
