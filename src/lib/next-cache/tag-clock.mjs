// @ts-check

/**
 * When each cache tag was last invalidated (`revalidateTag`, `updateTag`, `revalidatePath`), in this process. An entry
 * made before one of its tags was invalidated is out of date.
 */
export class TagClock {
  /** @type {Map<string, number>} */
  #invalidated = new Map();

  /** @param {readonly string[]} tags @param {number} at */
  invalidate(tags, at = Date.now()) {
    for (const tag of tags) this.#invalidated.set(tag, Math.max(at, this.#invalidated.get(tag) ?? 0));
  }

  /** @param {readonly string[]} tags @param {number} madeAt */
  isOutdated(tags, madeAt) {
    return tags.some((tag) => (this.#invalidated.get(tag) ?? -Infinity) >= madeAt);
  }
}
