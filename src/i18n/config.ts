/** Languages, their direction and the message namespaces: shared by server, proxy and client. */
export const locales = ['ar', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ar';

/** The spec's cookie and local-storage names (i18next's defaults), kept so returning visitors keep their choice. */
export const localeCookieName = 'i18next';
export const localeStorageKey = 'i18nextLng';

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
  'electronicsEms',
  'electronicsAbout',
  'electronicsProducts',
  'groupPages',
] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * Namespaces kept as a folder of one file per page (`messages/{lng}/{ns}/{part}.json`), merged as
 * `{ [part]: … }`: page families whose copy would otherwise make one very long file.
 */
export const namespaceParts: Partial<Record<Namespace, readonly string[]>> = {
  energyProducts: [
    'catalogue',
    'shared',
    'solar-panels',
    'solar-inverters',
    'mounting-structures',
    'battery-storage',
    'lithium-batteries',
    'solar-caravan',
    'gas-generators',
    'wind-turbine-gearboxes',
    'solar-electronics',
    'ev-chargers',
  ],
  energyApplications: [
    'overview',
    'solar-power-systems',
    'agricultural-solutions',
    'industrial-solutions',
    'wind-energy-solutions',
    'solar-heating-cooling',
    'solar-telecommunications',
    'solar-lighting',
    'solar-monitoring',
  ],
  electronicsEms: [
    'shared',
    'manufacturing',
    'smt-assembly',
    'final-assembly',
    'inspection-quality',
    'purchasing-bom',
    'conformal-coating',
    'product-assembly',
    'mechanical-tooling',
    'injection-molding',
    'die-casting',
    'sheet-metal',
    'rapid-prototyping',
    'quality-assurance',
    'high-level-assembly',
  ],
  electronicsAbout: ['about', 'excellence', 'certifications', 'customers'],
  electronicsProducts: ['catalogue', 'power-energy', 'medical', 'fire-safety', 'lighting', 'communications-iot'],
  groupPages: ['about', 'certifications', 'solutions', 'solutions-services'],
};

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
