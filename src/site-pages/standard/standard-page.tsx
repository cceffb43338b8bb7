import { getTranslations } from 'next-intl/server';
import type { PageRoute } from '@/config/routes';
import type { Locale } from '@/i18n/config';
import { absoluteUrl } from '@/lib/page-metadata';
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld';

const areaHomeOf = { group: '/', energy: '/energy/home', electronics: '/electronics/home', admin: '/' } as const;

/** The page's place in the site for search engines: group, area home, page. */
export async function PageBreadcrumbs({ route, locale }: { route: PageRoute; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const areaHome = areaHomeOf[route.area];
  const crumbs = [
    { name: common('brand.group'), url: absoluteUrl('/', locale) },
    ...(areaHome !== '/' && areaHome !== route.path ? [{ name: t(`${route.area}-home.title`), url: absoluteUrl(areaHome, locale) }] : []),
    { name: t(`${route.id}.title`), url: absoluteUrl(route.path, locale) },
  ];
  return <JsonLd data={breadcrumbJsonLd(crumbs)} />;
}
