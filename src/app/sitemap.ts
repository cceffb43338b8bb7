import type { MetadataRoute } from 'next';
import { publicPageRoutes } from '@/config/routes';
import { locales } from '@/i18n/config';
import { absoluteUrl } from '@/lib/page-metadata';

/** Every public page of the registry in both languages, each with its alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicPageRoutes.flatMap((route) =>
    locales.map((locale) => ({
      url: absoluteUrl(route.path, locale),
      changeFrequency: route.path === '/energy/news' ? 'daily' : 'monthly',
      priority: route.path === '/' ? 1 : 0.7,
      alternates: { languages: Object.fromEntries(locales.map((l) => [l, absoluteUrl(route.path, l)])) },
    })),
  );
}
