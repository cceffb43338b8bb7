// @ts-check
// The site's Content-Security-Policy directives, in plain JavaScript because two loaders read them: the app
// (`security-headers.ts`, the proxy) and the page cache Next loads by path (`src/lib/next-cache/handler.mjs`).

/** @typedef {Record<string, string[]>} Directives */

const isDevelopment = process.env.NODE_ENV === 'development';

/**
 * Everything but scripts: the same on every page. No plugins, no foreign forms or `<base>`, no framing; images and
 * connections to this site only (the calculator adds its map's origins).
 * @type {Directives}
 */
export const pageDirectives = {
  'default-src': ["'self'"],
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

/** Development only: React's dev tools evaluate code, and `next dev` writes its own inline scripts. */
export const developmentScriptSources = isDevelopment ? ["'unsafe-eval'", "'unsafe-inline'"] : [];

/** @param {Directives} directives */
export function serialize(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * A page kept in the cache: the site's own script files, and exactly the inline scripts it was written with, by
 * their hashes (`src/lib/next-cache/inline-scripts.mjs`). Nothing injected into it later can run.
 * @param {readonly string[]} scriptHashes `'sha256-…'` sources
 */
export function cachedPagePolicy(scriptHashes) {
  return serialize({ ...pageDirectives, 'script-src': ["'self'", ...scriptHashes, ...developmentScriptSources] });
}
