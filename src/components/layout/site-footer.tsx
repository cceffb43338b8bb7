import { Icon } from '@/components/ui/icon';
import { Artwork } from '@/components/ui/artwork';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { AreaNavigation } from '@/config/navigation';
import { partnerLogos } from '@/config/partners';
import { siteConfig, telHref } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { BrandLogo } from './brand-logo';
import { CurrentYear } from './current-year';
import { resolveNavigation } from './nav-model';
import { PartnerMarquee } from './partner-marquee';
import { type SocialNetwork } from './social-icons';
import { SocialLinks } from './social-links';
import { certifications, FooterTrustBand } from './trust-signals';

const footerSocial: SocialNetwork[] = ['linkedin', 'x', 'instagram', 'youtube', 'facebook'];

/**
 * Footer of every area: partner logos (or, while none are configured, the group's figures and sectors), brand, link
 * columns, contact, certifications and legal links (spec part 1 §2.2).
 */
export async function SiteFooter({ nav, locale }: { nav: AreaNavigation; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const model = await resolveNavigation(nav, locale);
  const logos = partnerLogos();

  return (
    <footer className="mt-auto bg-theme-secondary text-white/85 print:hidden">
      {logos.length > 0 ? (
        <PartnerMarquee logos={logos} seconds={25} label={t('partners')} className="border-b border-white/10 bg-white py-6 dark:bg-brand-dark" />
      ) : (
        <FooterTrustBand locale={locale} />
      )}
      <div className="mx-auto grid max-w-site gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="space-y-5">
          <BrandLogo area={nav.area} href={model.home} name={common(`brand.${nav.area}`)} tagline={common(`brand.${nav.area}Tagline`)} inverted />
          <p className="max-w-sm text-sm leading-relaxed text-white/75">{t(`about.${nav.area}`)}</p>
          <SocialLinks
            networks={footerSocial}
            locale={locale}
            label={t('followUs')}
            listClassName="flex flex-wrap gap-2"
            linkClassName="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-brand-accent hover:text-brand-dark"
            iconClassName="size-[18px]"
          />
        </div>
        {model.footerColumns.map((column) => (
          <nav key={column.label} aria-label={column.label}>
            <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">{column.label}</h2>
            <ul className="space-y-2.5 text-sm">
              {column.links.map((entry) => (
                <li key={entry.key + entry.href}>
                  <Link href={entry.href} className="text-white/75 hover:text-brand-accent">
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto grid max-w-site gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:items-center">
          <ul className="grid gap-3 text-sm sm:grid-cols-3">
            <li>
              <a href={`mailto:${siteConfig.email}`} className="flex items-center gap-2 hover:text-brand-accent">
                <Icon name="mail" className="size-4 shrink-0 text-brand-accent" />
                <span className="truncate">{siteConfig.email}</span>
              </a>
            </li>
            <li>
              <a href={telHref(siteConfig.phone)} className="flex items-center gap-2 hover:text-brand-accent">
                <Icon name="phone" className="size-4 shrink-0 text-brand-accent" />
                <span dir="ltr">{siteConfig.phone}</span>
              </a>
            </li>
            <li>
              <a href={siteConfig.mapUrl} target="_blank" rel="noopener noreferrer" className="flex items-center gap-2 hover:text-brand-accent">
                <Icon name="map-pin" className="size-4 shrink-0 text-brand-accent" />
                {t('location')}
                <span className="sr-only">{common('a11y.opensInNewTab')}</span>
              </a>
            </li>
          </ul>
          <ul className="flex flex-wrap items-center gap-4 lg:justify-end" aria-label={t('certifications')}>
            {certifications.map((cert) => (
              <li key={cert.file} className="flex items-center gap-2">
                <Artwork
                  src={`/images/certifications/${cert.file}.svg`}
                  alt={t(`certification.${cert.key}`, { standard: cert.standard })}
                  width={56}
                  height={56}
                />
                <span className="text-xs leading-tight text-white/70" dir="ltr">
                  {cert.standard}
                </span>
              </li>
            ))}
            <li>
              <Artwork src="/images/certifications/vision-2030.svg" alt={t('vision')} width={56} height={56} />
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        {/* The floating contact button (contact-panel.tsx) steps aside while this row is on screen, so it never covers the legal links. */}
        <div
          data-contact-panel-avoid=""
          className="mx-auto flex max-w-site flex-col gap-3 px-4 py-6 text-sm text-white/70 sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:pe-24"
        >
          <p>
            © <CurrentYear /> {common('brand.group')}. {t('rights')}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {model.legal.map((entry) => (
              <li key={entry.key}>
                <Link href={entry.href} className="hover:text-brand-accent">
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
