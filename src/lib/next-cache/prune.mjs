// @ts-check
/** @import { MemoryStore } from './memory-store.mjs' */

/** How Next starts the tag of a path (`revalidatePath('/x/y')` invalidates `_N_T_/x/y`). */
const pathTagPrefix = '_N_T_';
/** Next 16 keys a page or route as `/route-cache/<kind>/<sha-256 of its route>/$<path>`, the home page as `/index`. */
const routeCacheKey = /^\/route-cache\/[^/]+\/[0-9a-f]+\/\$(\/.*)$/;
const outsideHeaderText = /[^\t\x20-\x7e]+/g;

/**
 * The path a cache key stores, or undefined for a key of no path (a fetch's key is a hash). A key that is a path
 * itself (as Next keyed pages before version 16) is its own path.
 * @param {string} key
 */
export function pathOfKey(key) {
  const routeKey = routeCacheKey.exec(key);
  if (routeKey) return routeKey[1];
  return key.startsWith('/') ? key : undefined;
}

/**
 * A path as Next writes it in a tag: every character outside printable ASCII percent-encoded (its `encodeHeaderSafe`),
 * so an Arabic address compares with the tag `revalidatePath` made of it.
 * @param {string} path
 */
export const tagPath = (path) => path.replace(outsideHeaderText, (run) => encodeURIComponent(run));

/**
 * Deletes from `store` every entry an invalidation of `tags` leaves out of date, so it does not wait for its turn to
 * be evicted: each entry carrying one of the tags, and the entry stored under the path of each path tag (`_N_T_/x/y`).
 * Answers how many went.
 * @template {{ tags: readonly string[] }} E
 * @param {MemoryStore<E>} store
 * @param {readonly string[]} tags
 */
export function pruneInvalidated(store, tags) {
  if (tags.length === 0) return 0;
  const invalidated = new Set(tags);
  const paths = new Set(tags.filter((tag) => tag.startsWith(pathTagPrefix)).map((tag) => tag.slice(pathTagPrefix.length)));
  return store.deleteWhere((key, entry) => {
    if (entry.tags.some((tag) => invalidated.has(tag))) return true;
    const path = paths.size > 0 ? pathOfKey(key) : undefined;
    return path !== undefined && paths.has(tagPath(path));
  });
}
