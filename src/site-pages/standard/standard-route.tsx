import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { collections, entryAddress } from '@/config/collections';
import { findPageRoute, routesInArea, type Area, type PageRoute } from '@/config/routes';
import { isLocale } from '@/i18n/config';
import { DocumentPage, documentMetadata, entryAt, pageDocumentFor } from '@/site-pages/page-content';
import { PageBreadcrumbs } from './standard-page';

type Params = Promise<{ locale: string; slug: string[] }>;

/**
 * The route module behind each area's catch-all segment: registry pages with `layout: 'standard'` render here, from
 * their content documents (every one has one: a page definition's, or the generic page's made from its copy in
 * `pages`, `content-seed.ts`). Paths outside the registry never reach it.
 */
export function standardRoute(area: Area, prefix: string) {
  const pathOf = (slug: string[]) => prefix + '/' + slug.map((s) => decodeURIComponent(s)).join('/');
  /**
   * The page at an address: an entry of a collection as this request sees the site (decision 013: its address is
   * in the database, so a seed entry renamed, unpublished or deleted is no longer at the registry's path), else a
   * fixed page of the registry.
   */
  const routeOf = async (slug: string[]): Promise<PageRoute | undefined> => {
    const path = pathOf(slug);
    if (entryAddress(path)) {
      const entry = await entryAt(path);
      return entry && collections[entry.collection].area === area ? { id: entry.id, path, area, layout: 'standard' } : undefined;
    }
    const route = findPageRoute(path);
    return route && route.area === area && route.layout === 'standard' ? route : undefined;
  };

  return {
    generateStaticParams() {
      return routesInArea(area)
        .filter((route) => route.layout === 'standard')
        .map((route) => ({ slug: route.path.slice(prefix.length + 1).split('/') }));
    },
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const { locale, slug } = await params;
      const route = await routeOf(slug);
      if (!route || !isLocale(locale)) return {};
      return documentMetadata(route, locale);
    },
    async Page({ params }: { params: Params }) {
      const { locale, slug } = await params;
      const route = await routeOf(slug);
      if (!route || !isLocale(locale)) notFound();
      setRequestLocale(locale);
      const document = await pageDocumentFor(route.id);
      if (!document) notFound();
      return (
        <>
          <PageBreadcrumbs route={route} locale={locale} />
          <DocumentPage document={document} locale={locale} />
        </>
      );
    },
  };
}
