/** Languages, their direction and the message namespaces: shared by server, proxy and client. */
export const locales = ['ar', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ar';

/** The spec's cookie and local-storage names (i18next's defaults), kept so returning visitors keep their choice. */
export const localeCookieName = 'i18next';
export const localeStorageKey = 'i18nextLng';

/**
 * Request header in which the proxy tells the language of an address that matches no route (`/en/x.css`), so the
 * not-found page of unmatched addresses (`app/global-not-found.tsx`, which has no route parameters) can speak it.
 */
export const localeHeader = 'x-site-locale';

export const namespaces = [
  'common',
  'nav',
  'footer',
  'home',
  'pages',
  'leads',
  'contact',
  'admin',
  'legal',
  'news',
  'newsAdmin',
  'contentAdmin',
  'contentHistory',
  'contentPreview',
  'calculator',
  'search',
  'rdServices',
  'sections',
  'energyHome',
  'energyAbout',
  'energyPartners',
  'energyApp',
  'energyProducts',
  'energyApplications',
  'electronicsHome',
  'electronicsRd',
  'electronicsEms',
  'electronicsAbout',
  'electronicsProducts',
  'groupPages',
  'errors',
] as const;
export type Namespace = (typeof namespaces)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (namespaces as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Intl tag used for numbers and dates: Arabic as written in Saudi Arabia with Western digits (0-9, `nu-latn`:
 * plain `ar-SA` gives Arabic-Indic digits), English in US long dates (spec).
 */
export function intlTagOf(locale: Locale): string {
  return locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US';
}
