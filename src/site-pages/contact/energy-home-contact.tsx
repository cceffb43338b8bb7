import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import { siteConfig, telHref } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { EnquiryForm } from '@/features/leads/enquiry-form';

/** The energy home page's contact section (spec part 1 §2.4): the short form, phone and e-mail. */
export async function EnergyHomeContact({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact' });
  return (
    <section id="contact" aria-labelledby="energy-contact-title" className="bg-theme-primary py-16 text-white lg:py-24">
      <div className="mx-auto grid max-w-site gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-accent uppercase">{t('homeSection.eyebrow')}</p>
          <h2 id="energy-contact-title" className="mt-2 text-h1 font-bold">
            {t('homeSection.title')}
          </h2>
          <p className="mt-4 text-lg text-white/80">{t('homeSection.subtitle')}</p>
          <ul className="mt-8 space-y-4">
            <li>
              <a href={telHref(siteConfig.phone)} className="flex items-center gap-3 hover:text-brand-accent">
                <Icon name="phone" className="size-5 text-brand-accent" />
                <span>
                  <span className="block text-sm text-white/70">{t('homeSection.phoneLabel')}</span>
                  <span dir="ltr" className="font-semibold">
                    {siteConfig.phone}
                  </span>
                </span>
              </a>
            </li>
            <li>
              <a href={`mailto:${siteConfig.salesEmail}`} className="flex items-center gap-3 hover:text-brand-accent">
                <Icon name="mail" className="size-5 text-brand-accent" />
                <span>
                  <span className="block text-sm text-white/70">{t('homeSection.emailLabel')}</span>
                  <span className="font-semibold">{siteConfig.salesEmail}</span>
                </span>
              </a>
            </li>
          </ul>
        </div>
        <div className="rounded-card bg-card p-6 text-foreground shadow-lift sm:p-8">
          <EnquiryForm form="energy-home" locale={locale} page="/energy/home" variant="energy" resetAfterMs={5000} />
        </div>
      </div>
    </section>
  );
}
