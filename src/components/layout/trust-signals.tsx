import { siteConfig } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { formatterFor } from '@/i18n/format';

/**
 * What is true about the group, shown where partner logos would be while none are configured (`src/config/partners.ts`):
 * the management-system certificates it holds, the sectors it serves and its one set of public figures.
 */

/** The certificates the group holds, in the spec's order, with their seals in `public/images/certifications/`. */
export const certifications = [
  { file: 'iso-45001', standard: 'ISO 45001:2018', key: 'safety' },
  { file: 'iso-9001', standard: 'ISO 9001:2015', key: 'quality' },
  { file: 'iso-14001', standard: 'ISO 14001:2015', key: 'environment' },
] as const;

/** The sectors the divisions serve, as the energy applications, electronics customers and industrial solutions pages name them. */
export const sectors = [
  { key: 'energy', icon: 'zap' },
  { key: 'oilGas', icon: 'flame' },
  { key: 'manufacturing', icon: 'factory' },
  { key: 'utilities', icon: 'utility-pole' },
  { key: 'telecom', icon: 'radio-tower' },
  { key: 'healthcare', icon: 'heart-pulse' },
  { key: 'agriculture', icon: 'sprout' },
  { key: 'buildings', icon: 'building-complex' },
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
