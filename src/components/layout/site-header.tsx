import { getTranslations } from 'next-intl/server';
import type { AreaNavigation } from '@/config/navigation';
import { siteConfig, telHref } from '@/config/site';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { HeaderView } from './header-view';
import { resolveNavigation, type NavEntry } from './nav-model';
import { type SocialNetwork } from './social-icons';
import { socialLinks } from './social-links';

const headerSocial: SocialNetwork[] = ['linkedin', 'x', 'instagram'];

/** Where each area's store icon leads: its product catalogue. */
const catalogueOf = { group: '/energy/products', energy: '/energy/products', electronics: '/electronics/products' } as const;

/** The site's header for an area and language: resolves its words and links here; the markup is `HeaderView`'s. */
export async function SiteHeader({ nav, locale, entries }: { nav: AreaNavigation; locale: Locale; entries?: readonly NavEntry[] }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const model = await resolveNavigation(nav, locale, entries);
  const other: Locale = locale === 'ar' ? 'en' : 'ar';

  return (
    <HeaderView
      content={{
        brand: { area: nav.area, href: model.home, name: t(`brand.${nav.area}`), tagline: t(`brand.${nav.area}Tagline`) },
        language: {
          target: other,
          name: t(`language.${other}`),
          label: t('language.switchTo', { language: t(`language.${other}`) }),
        },
        social: await socialLinks(headerSocial, locale),
        support: { label: t('support.label'), phone: siteConfig.phone, phoneHref: telHref(siteConfig.phone), email: siteConfig.email },
        nav: { items: model.items, columns: model.dropdownColumns, label: t('a11y.mainNavigation'), cta: model.cta },
        search: { href: localizedPath('/search', locale), label: t('header.search') },
        catalogue: { href: localizedPath(catalogueOf[nav.area], locale), label: t('header.catalogue') },
        labels: {
          theme: { toDark: t('theme.toDark'), toLight: t('theme.toLight') },
          menu: { open: t('a11y.openMenu'), close: t('a11y.closeMenu'), title: t('a11y.menu') },
          contactPanel: { open: t('contactPanel.open'), close: t('contactPanel.close'), call: t('contactPanel.call'), mail: t('contactPanel.mail') },
        },
      }}
    />
  );
}
