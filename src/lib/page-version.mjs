// Plain JavaScript, as `npm start` (scripts/start.mjs, through scripts/page-cache.mjs) imports it without a build.

/**
 * Where the site (src/instrumentation.ts) publishes, on `globalThis`, how to ask the version of the record a page
 * shows: `(pathname) => Promise<string | undefined>`, undefined for a page of no record.
 */
export const pageVersionKey = Symbol.for('site.pageVersion');
