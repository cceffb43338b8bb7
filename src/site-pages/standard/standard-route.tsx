import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { findPageRoute, routesInArea, type Area } from '@/config/routes';
import { isLocale } from '@/i18n/config';
import { DocumentPage, documentMetadata, pageDocumentFor } from '@/site-pages/page-content';
import { PageBreadcrumbs } from './standard-page';

type Params = Promise<{ locale: string; slug: string[] }>;

/**
 * The route module behind each area's catch-all segment: registry pages with `layout: 'standard'` render here, from
 * their content documents (every one has one: a page definition's, or the generic page's made from its copy in
 * `pages`, `content-seed.ts`). Paths outside the registry never reach it.
 */
export function standardRoute(area: Area, prefix: string) {
  const pathOf = (slug: string[]) => prefix + '/' + slug.map((s) => decodeURIComponent(s)).join('/');
  const routeOf = (slug: string[]) => {
    const route = findPageRoute(pathOf(slug));
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
      const route = routeOf(slug);
      if (!route || !isLocale(locale)) return {};
      return documentMetadata(route, locale);
    },
    async Page({ params }: { params: Params }) {
      const { locale, slug } = await params;
      const route = routeOf(slug);
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
