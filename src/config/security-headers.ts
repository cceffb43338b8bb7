import { createHash } from 'node:crypto';
import { themeScriptSource } from '../lib/theme-script-source';

/**
 * Security headers (README, Security headers). Every response gets `baseSecurityHeaders` and the public page policy
 * from `next.config.ts`; the proxy replaces the policy on the pages that need their own (`src/lib/page-policy.ts`):
 * the calculator (map imagery, place search, geolocation) and the staff screens (nonces).
 *
 * Public pages are prerendered once for everyone, so their policy cannot carry a per-request nonce, and Next writes
 * each page's data as inline scripts that differ per page, so hashes cannot list them either: they allow inline
 * scripts (`'unsafe-inline'`) but nothing from any other origin, no plugins, no foreign forms or `<base>`, no framing.
 * Staff pages are rendered per request and get a fresh nonce with `'strict-dynamic'`: only scripts Next marks, the
 * theme script by its hash, and what those load may run there.
 */

const isDevelopment = process.env.NODE_ENV === 'development';

/** One year; browsers ignore the header on plain HTTP, so it only ever takes effect where the site is served over HTTPS. */
const hsts = 'max-age=31536000';

const powerfulFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** Every powerful feature off, except those a page names as its own (`self`). */
export function permissionsPolicy(allowed: readonly (typeof powerfulFeatures)[number][] = []): string {
  return powerfulFeatures.map((feature) => `${feature}=${allowed.includes(feature) ? '(self)' : '()'}`).join(', ');
}

/** The same on every response, pages, API, media and translation files alike. */
export const baseSecurityHeaders = [
  { key: 'strict-transport-security', value: hsts },
  { key: 'x-content-type-options', value: 'nosniff' },
  { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
  { key: 'x-frame-options', value: 'DENY' },
  { key: 'permissions-policy', value: permissionsPolicy() },
];

type Directives = Record<string, string[]>;

const publicDirectives: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'", ...(isDevelopment ? ["'unsafe-eval'"] : [])],
  // React writes style attributes (progress bars, the map's panes), so inline styles stay allowed.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Next's image optimiser and `/media/` are this site; blur placeholders and the map's icons are data: URLs.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Public pages, API answers and files: static, so prerendered pages stay prerendered. */
export const publicContentSecurityPolicy = serialize(publicDirectives);

/** `https://tiles.example/{z}/{x}/{y}.png` → `https://tiles.example`; `{s}` subdomains become `*`; paths on this site need nothing. */
export function originOf(template: string): string | null {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(template.replace(/\{s\}/g, '*'));
  return match ? match[1]!.toLowerCase() : null;
}

/** The calculator: the public policy plus its map imagery (img-src) and place search (connect-src). */
export function calculatorContentSecurityPolicy(map: { tileUrl: string; labelsUrl: string; geocoderUrl: string }): string {
  const extra = (urls: string[]) => [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))];
  return serialize({
    ...publicDirectives,
    'img-src': [...publicDirectives['img-src']!, ...extra([map.tileUrl, map.labelsUrl])],
    'connect-src': [...publicDirectives['connect-src']!, ...extra([map.geocoderUrl])],
  });
}

export const themeScriptHash = `'sha256-${createHash('sha256').update(themeScriptSource).digest('base64')}'`;

/** Staff screens: scripts only by this request's nonce (Next reads it from the request's policy) or the theme script's hash. */
export function staffContentSecurityPolicy(nonce: string): string {
  return serialize({
    ...publicDirectives,
    'script-src': ["'self'", `'nonce-${nonce}'`, themeScriptHash, "'strict-dynamic'", ...(isDevelopment ? ["'unsafe-eval'"] : [])],
  });
}
