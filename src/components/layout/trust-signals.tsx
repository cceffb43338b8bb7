import { siteConfig } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { formatterFor } from '@/i18n/format';

/**
 * What is true about the group, shown where partner logos would be while none are configured (`src/config/partners.ts`):
 * the management-system certificates it holds and its one set of public figures. The footer and the landing page's
 * trust band show both; the words around them are each one's own.
 */

/** The certificates the group holds, in the spec's order, with their seals in `public/images/certifications/`. */
export const certifications = [
  { file: 'iso-45001', standard: 'ISO 45001:2018', key: 'safety' },
  { file: 'iso-9001', standard: 'ISO 9001:2015', key: 'quality' },
  { file: 'iso-14001', standard: 'ISO 14001:2015', key: 'environment' },
] as const;

/** The group's figures (`siteConfig.landingStats`) formatted for the page's language: "25+", "500+", "15+". */
export function groupFigures(locale: Locale) {
  const format = formatterFor(locale);
  const { years, projects, countries } = siteConfig.landingStats;
  return [
    { key: 'years', value: `${format.number(years)}+` },
    { key: 'projects', value: `${format.number(projects)}+` },
    { key: 'countries', value: `${format.number(countries)}+` },
  ] as const;
}

/** The figures a content field may name as `{years}`, `{projects}` and `{countries}`. */
const figurePlaceholder = /\{(years|projects|countries)\}/g;

/**
 * Text from a content document with the group's figures written in for the page's language ("more than {countries}
 * countries" → "more than 15 countries"), so a figure is changed once, in `siteConfig.landingStats`, for every page.
 * Applied to the words as stored, before their Latin runs are isolated.
 */
export function withGroupFigures(text: string, locale: Locale): string {
  const format = formatterFor(locale);
  return text.replace(figurePlaceholder, (_, name: keyof typeof siteConfig.landingStats) => format.number(siteConfig.landingStats[name]));
}
