import { getTranslations } from 'next-intl/server';
import type { AreaNavigation } from '@/config/navigation';
import { partnerLogos } from '@/config/partners';
import { siteConfig, telHref } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { FooterView, type FooterContent } from './footer-view';
import { resolveNavigation, type NavEntry } from './nav-model';
import { PartnerMarquee } from './partner-marquee';
import { type SocialNetwork } from './social-icons';
import { socialLinks } from './social-links';
import { certifications, groupFigures } from './trust-signals';

const footerSocial: SocialNetwork[] = ['linkedin', 'x', 'instagram', 'youtube', 'facebook'];

/**
 * Footer of every area: partner logos (or, while none are configured, the group's figures and sectors), brand, link
 * columns, contact, certifications and legal links (spec part 1 §2.2). Resolves the words and links here; the
 * markup is `FooterView`'s.
 */
export async function SiteFooter({ nav, locale, entries }: { nav: AreaNavigation; locale: Locale; entries?: readonly NavEntry[] }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const model = await resolveNavigation(nav, locale, entries);
  const logos = partnerLogos();

  const content: FooterContent = {
    brand: {
      area: nav.area,
      href: model.home,
      name: common(`brand.${nav.area}`),
      tagline: common(`brand.${nav.area}Tagline`),
      about: t(`about.${nav.area}`),
    },
    social: { label: t('followUs'), links: await socialLinks(footerSocial, locale) },
    columns: model.footerColumns,
    contact: {
      email: siteConfig.email,
      phone: siteConfig.phone,
      phoneHref: telHref(siteConfig.phone),
      mapUrl: siteConfig.mapUrl,
      location: t('location'),
      opensInNewTab: common('a11y.opensInNewTab'),
    },
    seals: {
      label: t('certifications'),
      items: [
        ...certifications.map((cert) => ({
          src: `/images/certifications/${cert.file}.svg`,
          alt: t(`certification.${cert.key}`, { standard: cert.standard }),
          standard: cert.standard,
        })),
        ...(siteConfig.showVision2030Mark ? [{ src: '/images/certifications/vision-2030.svg', alt: t('vision') }] : []),
      ],
    },
    legal: { owner: common('brand.group'), rights: t('rights'), links: model.legal },
    trust:
      logos.length > 0
        ? undefined
        : {
            title: t('trust.title'),
            figures: groupFigures(locale).map((figure) => ({ ...figure, label: t(`trust.${figure.key}`) })),
            sectors: t('trust.sectors'),
          },
  };

  return (
    <FooterView
      content={content}
      partners={
        logos.length > 0 ? (
          <PartnerMarquee logos={logos} seconds={25} label={t('partners')} className="border-b border-white/10 bg-white py-6 dark:bg-brand-dark" />
        ) : undefined
      }
    />
  );
}
