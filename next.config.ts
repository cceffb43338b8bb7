import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
// Validates every setting: a bad one stops the build (and `next start`) with a message naming it.
import './src/env';
import path from 'node:path';
import { baseSecurityHeaders, filePolicy } from './src/config/security-headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Every build also writes a self-contained server (.next/standalone/server.js) for a container: README, Deployment.
  output: 'standalone',
  // Pages are kept with the policy of their own inline scripts, in a bounded store (src/lib/next-cache/handler.mjs).
  cacheHandler: path.resolve('src/lib/next-cache/handler.mjs'),
  cacheMaxMemorySize: 0,
  env: {
    // Versions the icon sprite's address (components/ui/icon.tsx), which browsers then cache for a year.
    ICON_SPRITE_VERSION: createHash('sha256').update(readFileSync('public/icons.svg')).digest('hex').slice(0, 10),
  },
  // PGlite loads its WebAssembly files next to its own module, so it must not be bundled; neither may resvg's native
  // binary or the WOFF2 decoder's WebAssembly (the shared-link pictures, decision 017).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@resvg/resvg-js', 'wawoff2'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // News photos are stored at most 1200 px wide (uploads are fitted into 1200x800), so wider copies would only
    // lengthen every srcset in the page and its payload.
    deviceSizes: [640, 750, 828, 1080, 1200],
    imageSizes: [256, 384],
  },
  // Enquiry forms carry a few kilobytes of text; anything far larger is refused before it is parsed.
  experimental: {
    globalNotFound: true,
    serverActions: { bodySizeLimit: '64kb' },
    proxyClientMaxBodySize: '128kb',
  },
  async headers() {
    // Pages get their policy from the cache or the proxy (src/config/security-headers.ts says which); the files that
    // skip the proxy (its matcher) get one that runs nothing inline.
    const files = ['/_next/:path*', '/fonts/:path*', '/brand/:path*', '/video/:path*', '/images/:path*', '/icons.svg'];
    return [
      { source: '/:path*', headers: baseSecurityHeaders },
      ...files.map((source) => ({ source, headers: [{ key: 'content-security-policy', value: filePolicy }] })),
      // The typefaces never change under the same name (public/fonts/README.md): a returning visitor keeps them.
      { source: '/fonts/:file*', headers: [{ key: 'cache-control', value: 'public, max-age=31536000, immutable' }] },
      // Pages ask for the icon sprite under its content hash (components/ui/icon.tsx).
      { source: '/icons.svg', headers: [{ key: 'cache-control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
