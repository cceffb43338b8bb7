import { getTranslations } from 'next-intl/server';
import type { PageRoute } from '@/config/routes';
import type { Locale } from '@/i18n/config';
import { absoluteUrl } from '@/lib/page-metadata';
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld';
import { wordsIn } from '@/components/sections/blocks/words';
import { pageDocumentFor } from '../page-content';

const areaHomeOf = { group: '/', energy: '/energy/home', electronics: '/electronics/home', admin: '/' } as const;

/** The page's place in the site for search engines: group, area home, page, named by their published titles. */
export async function PageBreadcrumbs({ route, locale }: { route: PageRoute; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const words = wordsIn(locale);
  // A page described by a content document is named as its search-engine title says; any other by its copy.
  const titleOf = async (id: string) => {
    const document = await pageDocumentFor(id);
    return document ? words.text(document.seo.title) : t(`${id}.title`);
  };
  const areaHome = areaHomeOf[route.area];
  const crumbs = [
    { name: common('brand.group'), url: absoluteUrl('/', locale) },
    ...(areaHome !== '/' && areaHome !== route.path ? [{ name: await titleOf(`${route.area}-home`), url: absoluteUrl(areaHome, locale) }] : []),
    { name: await titleOf(route.id), url: absoluteUrl(route.path, locale) },
  ];
  return <JsonLd data={breadcrumbJsonLd(crumbs)} />;
}
