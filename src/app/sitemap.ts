import type { MetadataRoute } from 'next';
import { fixedPublicRoutes, type PageRoute } from '@/config/routes';
import { getDatabase } from '@/db';
import { publishedStamps } from '@/features/content/store.server';
import { articleStamps } from '@/features/news/news.server';
import { locales } from '@/i18n/config';
import { absoluteUrl } from '@/lib/page-metadata';
import { publishedEntries, publishedPageDocuments } from '@/site-pages/page-content';

// Articles come and go with the editors' work, so the sitemap is built per request.
export const dynamic = 'force-dynamic';

const alternatesOf = (path: string) => ({ languages: Object.fromEntries(locales.map((l) => [l, absoluteUrl(path, l)])) });

/** Every public page (fixed pages and published entries) and every news article, in both languages, each with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { db } = await getDatabase();
  // A page described by a content document changed when its version was last published.
  const published = await publishedStamps(db);
  // A page staff keep out of search results, or whose canonical address is another, is not listed.
  const documents = await publishedPageDocuments();
  const listed = (route: { id: string; path: string }) => {
    const seo = documents.get(route.id)?.seo;
    return !seo?.noindex && (!seo?.canonical || seo.canonical === route.path);
  };
  // The fixed pages, and every collection's published entries at their addresses (decision 013).
  const routes: Pick<PageRoute, 'id' | 'path'>[] = [...fixedPublicRoutes, ...(await publishedEntries())];
  const pages: MetadataRoute.Sitemap = routes.filter(listed).flatMap((route) =>
    locales.map((locale) => ({
      url: absoluteUrl(route.path, locale),
      ...(published.has(route.id) ? { lastModified: published.get(route.id) } : {}),
      changeFrequency: route.path === '/energy/news' ? 'daily' : 'monthly',
      priority: route.path === '/' ? 1 : 0.7,
      alternates: alternatesOf(route.path),
    })),
  );
  const articles = await articleStamps(db);
  const news: MetadataRoute.Sitemap = articles.flatMap((article) =>
    locales.map((locale) => ({
      url: absoluteUrl(`/energy/news/${article.id}`, locale),
      lastModified: article.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
      alternates: alternatesOf(`/energy/news/${article.id}`),
    })),
  );
  return [...pages, ...news];
}
