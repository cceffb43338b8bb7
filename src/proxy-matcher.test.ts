import { unstable_doesMiddlewareMatch as runsProxy } from 'next/experimental/testing/server';
import { describe, expect, it, vi } from 'vitest';
import { config } from './proxy';

// Only the proxy's matcher is under test; its language routing (next-intl) is exercised by the e2e suites.
vi.mock('next-intl/middleware', () => ({ default: () => () => new Response() }));

describe('which requests pass through the proxy', () => {
  it('routes every page, API and staff address', () => {
    for (const url of ['/', '/en', '/en/about', '/energy/news/1', '/api/leads', '/admin', '/en/no-such-page', '/media/news/1.webp'])
      expect(runsProxy({ config, url }), url).toBe(true);
  });

  it('routes addresses under the public folders that are not shaped like its files, so none reaches a page unrouted', () => {
    for (const url of ['/fonts/energy/news/1', '/images/energy/news/1.svg', '/brand/x/energy/news/1', '/video', '/icons.svg/energy/news/1'])
      expect(runsProxy({ config, url }), url).toBe(true);
  });

  it('hands staff uploads to their routes whole: the proxy would see only their first 128 KB', () => {
    for (const url of ['/api/admin/news/images', '/api/admin/content/images', '/api/admin/certificates/files', '/api/admin/media'])
      expect(runsProxy({ config, url }), url).toBe(false);
    for (const url of ['/api/admin/content/images/x', '/api/admin/content/energy-home', '/api/admin/certificates', '/api/admin/media/x'])
      expect(runsProxy({ config, url }), url).toBe(true);
  });

  it('serves build assets and the public folder’s files straight from disk, without the proxy’s cost', () => {
    for (const url of [
      '/_next/static/chunks/main.js',
      '/_next/image?url=%2Fimages%2Fnews%2F1.webp&w=640&q=75',
      '/fonts/ibm-plex-sans-latin-400-v2.woff2',
      '/brand/logo-mark.svg',
      '/images/patterns/solar-grid.svg',
      '/video/hero.webm',
      '/icon.svg',
      '/icons.svg?v=0123456789',
    ])
      expect(runsProxy({ config, url }), url).toBe(false);
  });
});
