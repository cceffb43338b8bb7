// @ts-check
// Plain JavaScript, as `npm start` (scripts/start.mjs) imports it without a build.

/**
 * Where the site (src/instrumentation-node.ts) publishes, on `globalThis`, how to finish once no request is left:
 * `() => Promise<void>`, which stops its background work and closes the database.
 */
export const shutdownKey = Symbol.for('site.shutdown');
