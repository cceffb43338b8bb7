import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { AreaNavigation } from '@/config/navigation';
import { siteConfig, telHref } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { buttonVariants } from '@/components/ui/button';
import { BrandLogo } from './brand-logo';
import { ContactPanel } from './contact-panel';
import { DesktopNav } from './desktop-nav';
import { LanguageToggle } from './language-toggle';
import { MobileNav } from './mobile-nav';
import { resolveNavigation } from './nav-model';
import { type SocialNetwork } from './social-icons';
import { SocialLinkList } from './social-link-list';
import { socialLinks } from './social-links';
import { ThemeToggle } from './theme-toggle';

const headerSocial: SocialNetwork[] = ['linkedin', 'x', 'instagram'];

/** Where each area's store icon leads: its product catalogue. */
const catalogueOf = { group: '/energy/products', energy: '/energy/products', electronics: '/electronics/products' } as const;

/** Fixed header: 52 px top bar (language, social, phone) and 80 px main bar (spec part 1 §2.2); on phones only a 64 px main bar. */
export async function SiteHeader({ nav, locale }: { nav: AreaNavigation; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const model = await resolveNavigation(nav, locale);
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const languageLabel = t('language.switchTo', { language: t(`language.${other}`) });

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-50 print:static">
        {/* Desktop and tablet only: on phones the language toggle and the phone number sit in the menu, so the header stays 64 px. */}
        <div className="hidden h-[52px] bg-topbar text-white sm:block print:hidden">
          <div className="mx-auto flex h-full max-w-site items-center justify-between gap-4 px-4 sm:px-6">
            <div className="flex items-center gap-1">
              <LanguageToggle target={other} name={t(`language.${other}`)} label={languageLabel} />
              <span className="mx-2 h-5 w-px bg-white/20" aria-hidden="true" />
              <SocialLinkList
                links={await socialLinks(headerSocial, locale)}
                listClassName="flex items-center gap-1"
                linkClassName="inline-flex size-8 items-center justify-center rounded-md text-white/80 hover:bg-white/10 hover:text-white"
                iconClassName="size-4"
              />
            </div>
            <a href={telHref(siteConfig.phone)} className="inline-flex items-center gap-2 text-sm font-medium text-white/90 hover:text-white">
              <Icon name="phone" className="size-4" />
              <span>{t('support.label')}</span>
              <span dir="ltr">{siteConfig.phone}</span>
            </a>
          </div>
        </div>
        <div className="h-16 border-b border-border bg-header backdrop-blur-md sm:h-20">
          <div className="relative mx-auto flex h-full max-w-site items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
            <BrandLogo area={nav.area} href={model.home} name={t(`brand.${nav.area}`)} tagline={t(`brand.${nav.area}Tagline`)} />
            <DesktopNav items={model.items} columns={model.dropdownColumns} label={t('a11y.mainNavigation')} />
            <div className="flex items-center gap-0.5 print:hidden sm:gap-1">
              <Link
                href={localizedPath('/search', locale)}
                aria-label={t('header.search')}
                title={t('header.search')}
                className="inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted"
              >
                <Icon name="search" className="size-5" />
              </Link>
              <Link
                href={localizedPath(catalogueOf[nav.area], locale)}
                aria-label={t('header.catalogue')}
                title={t('header.catalogue')}
                className="hidden size-10 items-center justify-center rounded-md text-foreground hover:bg-muted sm:inline-flex"
              >
                <Icon name="shopping-bag" className="size-5" />
              </Link>
              <ThemeToggle labels={{ toDark: t('theme.toDark'), toLight: t('theme.toLight') }} />
              <Link href={model.cta.href} className={buttonVariants({ className: 'ms-2 max-sm:hidden' })}>
                {model.cta.label}
              </Link>
              <MobileNav
                items={model.items}
                cta={model.cta}
                language={{ target: other, name: t(`language.${other}`), label: languageLabel }}
                phone={{ number: siteConfig.phone, href: telHref(siteConfig.phone), label: t('support.label') }}
                labels={{ open: t('a11y.openMenu'), close: t('a11y.closeMenu'), title: t('a11y.menu') }}
              />
            </div>
          </div>
        </div>
      </header>
      {/*
        Reserves the fixed header's height so content starts below it: 64 px on phones, 132 px from \`sm\` up (the calculator's
        step bar is pinned at 132 px from \`sm\`). The page's scroll padding follows on phones, so anchors land just below the bar.
      */}
      <div aria-hidden="true" className="h-16 sm:h-[132px] max-sm:[html:has(&)]:scroll-pt-20 print:hidden" />
      <ContactPanel
        phone={siteConfig.phone}
        phoneHref={telHref(siteConfig.phone)}
        email={siteConfig.email}
        labels={{ open: t('contactPanel.open'), close: t('contactPanel.close'), call: t('contactPanel.call'), mail: t('contactPanel.mail') }}
      />
    </>
  );
}
