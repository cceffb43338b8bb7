import type { MetadataRoute } from 'next';
import { siteConfig } from '@/config/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/en/admin', '/energy/admin', '/en/energy/admin', '/api/'] }],
    sitemap: `${siteConfig.url}/sitemap.xml`,
  };
}
