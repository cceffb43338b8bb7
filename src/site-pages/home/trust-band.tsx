import { Icon } from '@/components/ui/icon';
import { Artwork } from '@/components/ui/artwork';
import { getTranslations } from 'next-intl/server';
import { certifications, groupFigures, sectors } from '@/components/layout/trust-signals';
import type { Locale } from '@/i18n/config';
import { FigureValue } from '@/components/ui/figure-value';

/**
 * The landing page's trust band, shown while no partner logos are configured: the group's figures, the certificates
 * it holds (seal, standard, scope) and the sectors it serves. Static; seals and icons are decorative, the words carry it.
 */
export async function TrustBand({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });

  return (
    <section className="py-16 lg:py-24" aria-labelledby="trust-title">
      <div className="mx-auto max-w-site px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('trust.eyebrow')}</p>
          <h2 id="trust-title" className="mt-2 text-h1 font-bold text-balance">
            {t('trust.title')}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{t('trust.subtitle')}</p>
        </div>

        <h3 className="sr-only">{t('trust.figures')}</h3>
        <dl className="mt-12 grid grid-cols-3 rounded-card border border-border bg-card shadow-card">
          {groupFigures(locale).map((figure) => (
            <div
              key={figure.key}
              className="flex flex-col items-center gap-1 px-2 py-6 text-center not-first:border-s not-first:border-border sm:py-8"
            >
              <dt className="order-2 text-sm text-muted-foreground sm:text-base">{t(`stats.${figure.key}`)}</dt>
              <dd className="order-1 text-3xl font-bold text-primary tabular-nums sm:text-5xl">
                <FigureValue value={figure.value} />
              </dd>
            </div>
          ))}
        </dl>

        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <div className="rounded-card border border-border bg-card p-6 shadow-card sm:p-8">
            <h3 id="trust-certifications" className="text-h3 font-semibold">
              {t('trust.certifications.title')}
            </h3>
            <ul aria-labelledby="trust-certifications" className="mt-6 grid gap-5 sm:grid-cols-3 sm:gap-3">
              {certifications.map((cert) => (
                <li key={cert.file} className="flex items-center gap-4 sm:flex-col sm:gap-3 sm:text-center">
                  <Artwork src={`/images/certifications/${cert.file}.svg`} alt="" width={120} height={120} className="size-16 shrink-0 sm:size-20" />
                  <span>
                    <span className="block font-semibold">
                      <span dir="ltr" className="whitespace-nowrap">
                        {cert.standard}
                      </span>
                    </span>
                    <span className="block text-sm text-muted-foreground">{t(`trust.certifications.${cert.key}`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>

          <div className="rounded-card border border-border bg-card p-6 shadow-card sm:p-8">
            <h3 id="trust-sectors" className="text-h3 font-semibold">
              {t('trust.sectors.title')}
            </h3>
            <ul aria-labelledby="trust-sectors" className="mt-6 flex flex-wrap gap-2.5">
              {sectors.map(({ key, icon }) => (
                <li key={key} className="inline-flex items-center gap-2 rounded-full border border-border bg-muted px-4 py-2 text-sm font-medium">
                  <Icon name={icon} className="size-4 shrink-0 text-primary" />
                  {t(`trust.sectors.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
