import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { collections, entryAddress, type CollectionId } from '@/config/collections';
import { findPageRoute, routesInArea, type Area, type PageRoute } from '@/config/routes';
import { isLocale } from '@/i18n/config';
import { DocumentPage, documentMetadata, entryAt, pageDocumentFor } from '@/site-pages/page-content';

/**
 * The page at an address: an entry of a collection as this request sees the site (decision 013: its address is in
 * the database, so a seed entry moved, unpublished or deleted is no longer at the registry's path), else a fixed
 * standard page of the registry.
 */
async function routeAt(path: string, area: Area): Promise<PageRoute | undefined> {
  if (entryAddress(path)) {
    const entry = await entryAt(path);
    return entry && collections[entry.collection].area === area ? { id: entry.id, path, area, layout: 'standard' } : undefined;
  }
  const route = findPageRoute(path);
  return route && route.area === area && route.layout === 'standard' ? route : undefined;
}

/** Metadata and page of the standard page at `path`, whichever route module serves it. */
function standardPage<P extends { locale: string }>(area: Area, pathOf: (params: P) => string) {
  return {
    async generateMetadata({ params }: { params: Promise<P> }): Promise<Metadata> {
      const resolved = await params;
      const route = await routeAt(pathOf(resolved), area);
      if (!route || !isLocale(resolved.locale)) return {};
      return documentMetadata(route, resolved.locale);
    },
    async Page({ params }: { params: Promise<P> }) {
      const resolved = await params;
      const { locale } = resolved;
      const route = await routeAt(pathOf(resolved), area);
      if (!route || !isLocale(locale)) notFound();
      setRequestLocale(locale);
      const document = await pageDocumentFor(route.id);
      if (!document) notFound();
      return <DocumentPage document={document} locale={locale} />;
    },
  };
}

/** Whether a registry path lies under a collection's prefix (its own route module serves it). */
const underCollection = (path: string) => Object.values(collections).some((collection) => path.startsWith(collection.prefix + '/'));

/**
 * The route module behind each area's catch-all segment: registry pages with `layout: 'standard'` render here, from
 * their content documents (every one has one: a page definition's, or the generic page's made from its copy in
 * `pages`, `content-seed.ts`), but for those under a collection's prefix (`entryRoute`). Prerendered, and only
 * those: any other address is Next's not-found.
 */
export function standardRoute(area: Area, prefix: string) {
  const pathOf = ({ slug }: { slug: string[] }) => prefix + '/' + slug.map((s) => decodeURIComponent(s)).join('/');
  return {
    generateStaticParams() {
      return routesInArea(area)
        .filter((route) => route.layout === 'standard' && !underCollection(route.path))
        .map((route) => ({ slug: route.path.slice(prefix.length + 1).split('/') }));
    },
    ...standardPage<{ locale: string; slug: string[] }>(area, pathOf),
  };
}

/**
 * The route module of a collection's `[slug]` segment (decision 013): its entries, wherever staff put them (the seed
 * entries prerendered, the others drawn on their first visit and kept like the rest), and the fixed pages under its
 * prefix (the applications overview). The proxy shows the not-found page for an address no entry has.
 */
export function entryRoute(collection: CollectionId) {
  const { area, prefix, seedSlugs } = collections[collection];
  const fixed = routesInArea(area).filter((route) => route.layout === 'standard' && route.path.startsWith(prefix + '/') && !entryAddress(route.path));
  return {
    generateStaticParams() {
      return [...seedSlugs, ...fixed.map((route) => route.path.slice(prefix.length + 1))].map((slug) => ({ slug }));
    },
    ...standardPage<{ locale: string; slug: string }>(area, ({ slug }) => `${prefix}/${decodeURIComponent(slug)}`),
  };
}
