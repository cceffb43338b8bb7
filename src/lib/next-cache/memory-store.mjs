// @ts-check

/**
 * @template V
 * @typedef {{ value: V, bytes: number }} Stored
 */

/**
 * A map that holds at most `maxBytes`, counting each entry's key and everything it carries; the least recently used
 * entry goes first. An entry larger than `maxEntryBytes` is not kept at all.
 * @template V
 */
export class MemoryStore {
  /** @type {Map<string, Stored<V>>} */
  #entries = new Map();
  #bytes = 0;

  /** @param {{ maxBytes: number, maxEntryBytes: number, sizeOf: (value: V) => number }} options */
  constructor(options) {
    this.options = options;
  }

  get bytes() {
    return this.#bytes;
  }

  get size() {
    return this.#entries.size;
  }

  /** @param {string} key */
  get(key) {
    const stored = this.#entries.get(key);
    if (!stored) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, stored);
    return stored.value;
  }

  /** @param {string} key @param {V} value */
  set(key, value) {
    this.delete(key);
    const bytes = byteLength(key) + this.options.sizeOf(value);
    if (bytes > this.options.maxEntryBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest, stored] of this.#entries) {
      if (this.#bytes <= this.options.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= stored.bytes;
    }
  }

  /** @param {string} key */
  delete(key) {
    const stored = this.#entries.get(key);
    if (!stored) return;
    this.#entries.delete(key);
    this.#bytes -= stored.bytes;
  }

  /**
   * Deletes every entry `matches` accepts; answers how many went.
   * @param {(key: string, value: V) => boolean} matches
   */
  deleteWhere(matches) {
    let deleted = 0;
    for (const [key, stored] of this.#entries) {
      if (!matches(key, stored.value)) continue;
      this.#entries.delete(key);
      this.#bytes -= stored.bytes;
      deleted++;
    }
    return deleted;
  }
}

/** @param {string} text */
const byteLength = (text) => Buffer.byteLength(text, 'utf8');

/**
 * Bytes a cached value holds: its strings, buffers and typed arrays, in objects, arrays and maps (Next's entries
 * carry all of these), with a fixed allowance per container for what JavaScript adds around them.
 * @param {unknown} value
 * @returns {number}
 */
export function sizeOf(value, depth = 0) {
  if (typeof value === 'string') return byteLength(value);
  if (value === null || typeof value !== 'object' || depth > 8) return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof ArrayBuffer) return value.byteLength;
  let total = 64;
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  for (const [key, item] of entries) total += sizeOf(key, depth + 1) + sizeOf(item, depth + 1);
  return total;
}
