// @ts-check
// Every request gets an id its log lines carry (src/lib/log.server.ts), sent back as `X-Request-Id`; a reverse
// proxy's own id is kept when it looks like one. Plain JavaScript: `npm start` (scripts/start.mjs) uses it too.

export const requestIdHeader = 'x-request-id';

/** @param {string | string[] | null | undefined} given */
export function requestIdOf(given) {
  return typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) ? given : crypto.randomUUID();
}
