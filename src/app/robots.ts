import type { MetadataRoute } from 'next';
import { staffPrefixes } from '@/config/staff-paths';
import { siteConfig } from '@/config/site';
import { locales } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';

export default function robots(): MetadataRoute.Robots {
  const staff = staffPrefixes.flatMap((prefix) => locales.map((locale) => localizedPath(prefix, locale)));
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...staff, '/api/'] }],
    sitemap: `${siteConfig.url}/sitemap.xml`,
  };
}
