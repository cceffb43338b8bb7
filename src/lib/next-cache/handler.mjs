// @ts-check
// Next's cache for rendered pages, route answers and fetches (`cacheHandler` in next.config.ts; Next's documented
// interface: get, set, revalidateTag, resetRequestCache). Two things Next's default does not do:
// - each page is kept with its Content-Security-Policy: the hashes of exactly the inline scripts it was written with,
//   computed once as the page is stored. Next sends an entry's headers with the page, so a page served from here
//   (prerendered pages, articles) allows no other inline script, while staying one copy for everyone;
// - it is bounded: at most `maxBytes` in all, keys and headers counted, the least recently used entry going first.
// A tag invalidated in this process makes every entry made before it out of date at once, and those entries are
// deleted then rather than left to be evicted. With `REDIS_URL` set, every instance learns of an invalidation through
// Redis (redis-tag-clock.mjs) within about a second and does the same; without it, the process keeps its own clock.
// Pages are rendered on their first visit after start rather than read from the build's copies: Next hands a
// custom handler only its own keys.
import { cachedPagePolicy } from '../../config/content-security-policy.mjs';
import { inlineScriptHashes } from './inline-scripts.mjs';
import { MemoryStore, sizeOf } from './memory-store.mjs';
import { pruneInvalidated } from './prune.mjs';
import { RedisTagClock } from './redis-tag-clock.mjs';
import { TagClock } from './tag-clock.mjs';

/** @typedef {{ kind?: string, html?: unknown, headers?: Record<string, unknown>, [key: string]: unknown }} CacheValue */
/** @typedef {{ value: CacheValue | null, lastModified: number, tags: string[] }} Entry */
/** @typedef {{ store: MemoryStore<Entry>, tags: import('./tag-clock.mjs').Clock }} Shared */

const megabyte = 1024 * 1024;
/** Both languages of every page of the site hold about 40 MB; a cache full of one-off addresses stops here. */
const maxBytes = 160 * megabyte;
const maxEntryBytes = 8 * megabyte;
const tagsHeader = 'x-next-cache-tags';
const policyHeader = 'content-security-policy';

/** @returns {Shared} */
function createShared() {
  /** @type {MemoryStore<Entry>} */
  const store = new MemoryStore({ maxBytes, maxEntryBytes, sizeOf: (entry) => sizeOf(entry.value) });
  const url = process.env.REDIS_URL;
  // What `next build` prerenders stays in the build's own memory, so its invalidations concern nobody else.
  const shares = Boolean(url) && process.env.NEXT_PHASE !== 'phase-production-build';
  const tags = shares
    ? new RedisTagClock({ url: /** @type {string} */ (url), onInvalidated: (invalidated) => pruneInvalidated(store, invalidated) })
    : new TagClock();
  return { store, tags };
}

/** One store and clock per process, however many handler objects Next makes, made on first use. */
const shared = () => /** @type {Shared} */ (/** @type {any} */ (globalThis)[Symbol.for('site.next-cache')] ??= createShared());

/** The tags Next gave an entry: in its headers for pages and routes, in the context for fetches. */
function tagsOf(/** @type {CacheValue | null} */ value, /** @type {{ tags?: string[] } | undefined} */ ctx) {
  const header = value?.headers?.[tagsHeader];
  const fromHeader = typeof header === 'string' && header ? header.split(',') : [];
  return [...fromHeader, ...(ctx?.tags ?? [])];
}

/** A page's value with its own policy added to the headers Next will send with it. */
function withPolicy(/** @type {CacheValue | null} */ value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.html === '') return value;
  // Next sends the headers of the very object it stores, so the policy is set on it before anything else happens.
  value.headers = { ...value.headers, [policyHeader]: cachedPagePolicy(inlineScriptHashes(value.html)) };
  return value;
}

/**
 * The time before which no copy of a page may be trusted, for `npm start`'s page layer (scripts/page-cache.mjs): when
 * this process learnt of the newest invalidation of any tag, or Infinity while the clock may have missed one.
 */
export function trustedSince() {
  const { tags } = shared();
  return tags.current ? tags.latest : Infinity;
}

/**
 * Invalidates `tags` from outside a request, as `revalidateTag` does inside one (Next's own throws there): the
 * content scheduler's worker (src/features/content/schedule) calls it through `src/lib/cache-tags.server.ts`.
 * Every instance learns of it through the clock, as of any other invalidation.
 * @param {readonly string[]} tags
 */
export function invalidateTags(tags) {
  const { store, tags: clock } = shared();
  clock.invalidate(tags);
  pruneInvalidated(store, tags);
}

export default class CacheHandler {
  /**
   * @param {string} key
   * @param {{ kind?: string, softTags?: string[] }} [ctx]
   */
  async get(key, ctx) {
    const { store, tags } = shared();
    // A clock that may have missed an invalidation (Redis unreachable) vouches for no entry.
    if (!tags.current) return null;
    const entry = store.get(key);
    if (!entry) return null;
    if (tags.isOutdated([...entry.tags, ...(ctx?.softTags ?? [])], entry.lastModified)) {
      store.delete(key);
      return null;
    }
    return { value: entry.value, lastModified: entry.lastModified };
  }

  /**
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {{ tags?: string[] }} [ctx]
   */
  async set(key, data, ctx) {
    const value = withPolicy(data);
    shared().store.set(key, { value, lastModified: Date.now(), tags: tagsOf(value, ctx) });
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    invalidateTags(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}
