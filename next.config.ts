import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // PGlite loads its WebAssembly files next to its own module, so it must not be bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  images: { formats: ['image/avif', 'image/webp'] },
  // Enquiry forms carry a few kilobytes of text; anything far larger is refused before it is parsed.
  experimental: { globalNotFound: true, serverActions: { bodySizeLimit: '64kb' }, proxyClientMaxBodySize: '128kb' },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
