// @ts-check

/**
 * What the cache handler asks of a tag clock: this process's (`TagClock`) or the one shared through Redis
 * (`RedisTagClock`).
 * @typedef {object} Clock
 * @property {(tags: readonly string[]) => void} invalidate Records that `tags` were invalidated now.
 * @property {(tags: readonly string[], madeAt: number) => boolean} isOutdated Whether an entry made at `madeAt`
 *   (this process's `Date.now()`) carrying `tags` was made before one of them was invalidated.
 * @property {boolean} current Whether the clock knows every invalidation made so far; while it does not, no entry
 *   may be trusted.
 * @property {number} latest When this process learnt of the newest invalidation of any tag (-Infinity before any):
 *   `npm start`'s page layer, which does not know a page's tags, trusts no copy made before it.
 */

/**
 * When each cache tag was last invalidated (`revalidateTag`, `updateTag`, `revalidatePath`), in this process. An entry
 * made before one of its tags was invalidated is out of date.
 * @implements {Clock}
 */
export class TagClock {
  /** @type {Map<string, number>} */
  #invalidated = new Map();
  #latest = -Infinity;

  /** One process knows all its own invalidations. */
  get current() {
    return true;
  }

  get latest() {
    return this.#latest;
  }

  /** @param {readonly string[]} tags @param {number} at */
  invalidate(tags, at = Date.now()) {
    for (const tag of tags) this.#invalidated.set(tag, Math.max(at, this.#invalidated.get(tag) ?? 0));
    if (tags.length > 0) this.#latest = Math.max(this.#latest, at);
  }

  /** @param {readonly string[]} tags @param {number} madeAt */
  isOutdated(tags, madeAt) {
    return tags.some((tag) => (this.#invalidated.get(tag) ?? -Infinity) >= madeAt);
  }
}
