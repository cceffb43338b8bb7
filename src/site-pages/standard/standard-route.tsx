import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { findPageRoute, routesInArea, type Area } from '@/config/routes';
import { isLocale } from '@/i18n/config';
import { pageMetadata } from '@/lib/page-metadata';
import { DocumentPage, pageDocumentFor } from '@/site-pages/page-content';
import { PageBreadcrumbs, StandardPage } from './standard-page';

type Params = Promise<{ locale: string; slug: string[] }>;

/**
 * The route module behind each area's catch-all segment: registry pages with `layout: 'standard'` render here,
 * composed from their page definition when they have one, else as the generic standard page. Paths outside
 * the registry never reach it.
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
      return pageMetadata(route.id, route.path, locale);
    },
    async Page({ params }: { params: Params }) {
      const { locale, slug } = await params;
      const route = routeOf(slug);
      if (!route || !isLocale(locale)) notFound();
      setRequestLocale(locale);
      const document = await pageDocumentFor(route.id);
      if (document) {
        return (
          <>
            <PageBreadcrumbs route={route} locale={locale} />
            <DocumentPage document={document} locale={locale} />
          </>
        );
      }
      return <StandardPage route={route} locale={locale} />;
    },
  };
}
