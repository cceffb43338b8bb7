import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
// Validates every setting: a bad one stops the build (and `next start`) with a message naming it.
import './src/env';
import { baseSecurityHeaders, publicContentSecurityPolicy } from './src/config/security-headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  env: {
    // Versions the icon sprite's address (components/ui/icon.tsx), which browsers then cache for a year.
    ICON_SPRITE_VERSION: createHash('sha256').update(readFileSync('public/icons.svg')).digest('hex').slice(0, 10),
  },
  // PGlite loads its WebAssembly files next to its own module, so it must not be bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
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
    // The calculator and staff screens get their own policy from the proxy (src/lib/page-policy.ts).
    return [
      { source: '/:path*', headers: [...baseSecurityHeaders, { key: 'content-security-policy', value: publicContentSecurityPolicy }] },
      // The typefaces never change under the same name (public/fonts/README.md): a returning visitor keeps them.
      { source: '/fonts/:file*', headers: [{ key: 'cache-control', value: 'public, max-age=31536000, immutable' }] },
      // Pages ask for the icon sprite under its content hash (components/ui/icon.tsx).
      { source: '/icons.svg', headers: [{ key: 'cache-control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
