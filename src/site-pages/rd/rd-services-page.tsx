import { Icon } from '@/components/ui/icon';
import type { IconSymbol } from '@/components/ui/icon-symbols';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { artFor } from '@/config/page-art';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { ClosingCta } from '@/components/sections/closing-cta';
import { PageHero } from '@/components/sections/page-hero';
import { rdServiceCategories } from './rd-services';

const categoryIcons: Record<(typeof rdServiceCategories)[number]['key'], IconSymbol> = {
  product: 'factory',
  software: 'cpu',
  hardware: 'circuit-board',
  connectivity: 'wifi',
  ndt: 'radar',
  materials: 'scan-search',
};

/** `/electronics/rd/services`: every R&D service under its category, each at its own anchor. */
export async function RdServicesPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'rdServices' });
  const contact = localizedPath('/electronics/contact', locale);
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('heroTitle')}
        lead={t('heroLead')}
        image={artFor('electronics-rd-services')}
        primary={{ href: contact, label: t('ctaLabel') }}
        variant="electronics"
      />
      <nav aria-label={t('categoriesNav')} className="border-b border-border bg-muted">
        <ul className="mx-auto flex max-w-site flex-wrap gap-2 px-4 py-4 sm:px-6">
          {rdServiceCategories.map(({ key }) => (
            <li key={key}>
              <a href={`#${key}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                {t(`categories.${key}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-site space-y-16 px-4 py-16 sm:px-6">
        {rdServiceCategories.map(({ key, services }) => {
          return (
            <section key={key} id={key} aria-labelledby={`${key}-title`} className="scroll-mt-40 space-y-6">
              <div className="flex items-start gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-card bg-primary text-primary-foreground">
                  <Icon name={categoryIcons[key]} className="size-6" />
                </span>
                <div>
                  <h2 id={`${key}-title`} className="text-h2 font-bold">
                    {t(`categories.${key}.title`)}
                  </h2>
                  <p className="mt-1 max-w-3xl text-muted-foreground">{t(`categories.${key}.body`)}</p>
                </div>
              </div>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {services.map((service) => (
                  <li
                    key={service}
                    id={service}
                    className="scroll-mt-40 rounded-card border border-border bg-card p-5 shadow-card target:border-electronics target:ring-2 target:ring-electronics"
                  >
                    <h3 className="text-h3 font-semibold">{t(`categories.${key}.services.${service}.title`)}</h3>
                    <p className="mt-2 text-muted-foreground">{t(`categories.${key}.services.${service}.body`)}</p>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <ClosingCta title={t('ctaTitle')} body={t('ctaBody')} href={contact} label={t('ctaLabel')} variant="electronics" />
    </>
  );
}
