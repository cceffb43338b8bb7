import { getTranslations } from 'next-intl/server';
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

/**
 * The footer's compact version: the figures and one line on the sectors served. The footer's certificate row, a few
 * lines below, already shows the seals, so they are not repeated here. Static, no client code.
 */
export async function FooterTrustBand({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  return (
    <section aria-labelledby="footer-trust-title" className="border-b border-white/10">
      <div className="mx-auto grid max-w-site gap-5 px-4 py-8 sm:px-6 lg:grid-cols-[auto_1fr] lg:items-center lg:gap-12">
        <h2 id="footer-trust-title" className="sr-only">
          {t('trust.title')}
        </h2>
        <dl className="grid grid-cols-3 gap-3 sm:flex sm:gap-10">
          {groupFigures(locale).map((figure) => (
            <div key={figure.key} className="flex flex-col">
              <dt className="order-2 text-xs leading-snug text-white/70 sm:text-sm">{t(`trust.${figure.key}`)}</dt>
              <dd className="order-1 text-2xl font-bold text-brand-accent tabular-nums sm:text-3xl">
                <bdi>{figure.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        <p className="max-w-3xl text-sm leading-relaxed text-white/75 lg:border-s lg:border-white/15 lg:ps-12">{t('trust.sectors')}</p>
      </div>
    </section>
  );
}
