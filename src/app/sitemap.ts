import type { MetadataRoute } from 'next';
import { publicPageRoutes } from '@/config/routes';
import { getDatabase } from '@/db';
import { publishedStamps } from '@/features/content/store.server';
import { articleStamps } from '@/features/news/news.server';
import { locales } from '@/i18n/config';
import { absoluteUrl } from '@/lib/page-metadata';

// Articles come and go with the editors' work, so the sitemap is built per request.
export const dynamic = 'force-dynamic';

const alternatesOf = (path: string) => ({ languages: Object.fromEntries(locales.map((l) => [l, absoluteUrl(path, l)])) });

/** Every public page of the registry and every news article, in both languages, each with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { db } = await getDatabase();
  // A page described by a content document changed when its version was last published.
  const published = await publishedStamps(db);
  const pages: MetadataRoute.Sitemap = publicPageRoutes.flatMap((route) =>
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
