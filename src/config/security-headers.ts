import { createHash } from 'node:crypto';
import { themeScriptSource } from '../lib/theme-script-source';
import { developmentScriptSources, pageDirectives, serialize } from './content-security-policy.mjs';
/**
 * Security headers (README, Security headers). Every response gets `baseSecurityHeaders` (`next.config.ts`). The
 * Content-Security-Policy depends on how a page is served, and never lets an injected inline script run:
 * - pages kept in Next's cache (prerendered pages, articles) carry the hashes of exactly their own inline scripts,
 *   computed once as the page is stored (`src/lib/next-cache/handler.mjs`), so they stay one copy for everyone;
 * - pages rendered per request (news list, calculator, search, staff screens) and everything else the proxy answers
 *   get a fresh nonce with `'strict-dynamic'` (`src/lib/page-policy.ts`): only scripts Next marks, the theme script
 *   by its hash, and what those load may run;
 * - the files that skip the proxy (fonts, images, build assets) get `filePolicy`, which runs no inline script at all.
 * The directives themselves live in `content-security-policy.mjs`.
 */

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

/**
 * Framing. Every page carries a Content-Security-Policy that forbids framing (`frame-ancestors 'none'`), but a
 * staff preview (a public page in Next's draft mode, `lib/page-policy.ts`), which this site's own preview screen
 * shows in an `<iframe>` at a phone's and a desktop's width (`app/[locale]/admin/content/[id]/preview`): its policy
 * says `frame-ancestors 'self'`. Browsers that know that directive ignore `X-Frame-Options`; for older ones
 * `SAMEORIGIN` still keeps every other site from framing anything.
 */
const frameOptions = 'SAMEORIGIN';

/** The same on every response, pages, API, media and translation files alike. */
export const baseSecurityHeaders = [
  { key: 'strict-transport-security', value: hsts },
  { key: 'x-content-type-options', value: 'nosniff' },
  { key: 'referrer-policy', value: 'strict-origin-when-cross-origin' },
  { key: 'x-frame-options', value: frameOptions },
  { key: 'permissions-policy', value: permissionsPolicy() },
];

/** Files served without the proxy: nothing in them may run inline. */
export const filePolicy = serialize({ ...pageDirectives, 'script-src': ["'self'"] });

/** `https://tiles.example/{z}/{x}/{y}.png` → `https://tiles.example`; `{s}` subdomains become `*`; paths on this site need nothing. */
export function originOf(template: string): string | null {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(template.replace(/\{s\}/g, '*'));
  return match ? match[1]!.toLowerCase() : null;
}

export const themeScriptHash = `'sha256-${createHash('sha256').update(themeScriptSource).digest('base64')}'`;

/**
 * A page rendered for this request: scripts only by this request's nonce (Next reads it from the request's policy and
 * marks its scripts with it), the theme script by its hash, and what those load. The calculator adds its map imagery
 * (img-src) and place search (connect-src).
 */
export function renderedPagePolicy(
  nonce: string,
  map?: { tileUrl: string; labelsUrl: string; geocoderUrl: string },
  { framedBySite = false }: { framedBySite?: boolean } = {},
): string {
  const extra = (urls: string[]) => [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))];
  return serialize({
    ...pageDirectives,
    // A staff preview is shown in the content editor's frame; nothing else is framed, not even by this site.
    ...(framedBySite && { 'frame-ancestors': ["'self'"] }),
    'script-src': ["'self'", `'nonce-${nonce}'`, themeScriptHash, "'strict-dynamic'", ...developmentScriptSources],
    ...(map && {
      'img-src': [...pageDirectives['img-src']!, ...extra([map.tileUrl, map.labelsUrl])],
      'connect-src': [...pageDirectives['connect-src']!, ...extra([map.geocoderUrl])],
    }),
  });
}
