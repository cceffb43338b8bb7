// @ts-check
// The server's own cache for whole pages, in front of Next (used by scripts/start.mjs).
//
// Next answers even a prerendered page through its whole request pipeline: the proxy, the route's handler, the
// compression stream. That costs about 2 ms of CPU a page, which held the server to a quarter of the pages per second
// it serves files at (issue 12). A page Next prerendered for good (`s-maxage` of a year, nothing to revalidate)
// changes only when a cache tag is invalidated (staff publish content or an article, on any instance), so it is kept
// here until then and later requests that could not change the answer are served from memory. A page of one record (an article) is kept too, under the version of its record the site names for
// its address (`pageVersionKey`): the site is asked for that version on every visit, as its proxy would, so a change
// made on any instance shows at once, and only the rendering is saved.
// - only GET, with no cookie, credentials, conditional or range headers and none of the app router's own headers
//   (its navigations and prefetches), as those can change what the proxy or Next answers;
// - one copy per path (never under a query string) and encoding, and only of answers that vary on nothing else;
// - at most `maxBytes` in all, bodies, headers and keys counted, the least recently used copy going first.

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */

const bypassHeaders = [
  'cookie',
  'authorization',
  'if-none-match',
  'if-modified-since',
  'range',
  'next-action',
  'next-url',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
];
/** Headers that belong to one response on one connection (or say how Next found it), never to a stored copy. */
const perResponseHeaders = new Set([
  'date',
  'age',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'x-request-id',
  'x-nextjs-cache',
]);
const maxEntryBytes = 2 * 1024 * 1024;

/**
 * Whether `req` could be answered from a stored copy: nothing in it may change what the site answers.
 * @param {IncomingMessage} req
 */
export function isShareableRequest(req) {
  if (req.method !== 'GET') return false;
  if (bypassHeaders.some((name) => req.headers[name] !== undefined)) return false;
  // Only a page as a document, at its plain address: a query string (`?_rsc=`, `?utm_…`) may change the answer or be
  // anyone's random one, and payload requests are the router's.
  if (req.headers.rsc !== undefined || (req.url ?? '').includes('?')) return false;
  const destination = req.headers['sec-fetch-dest'];
  return destination === undefined || destination === 'document';
}

// Where the site publishes how to ask a page's version (src/lib/page-version.mjs).
export { pageVersionKey } from '../src/lib/page-version.mjs';

/** A year: what Next gives a page it prerendered for good. */
const forGood = 31_536_000;

/**
 * The directives of an answer's `Cache-Control`, lower case.
 * @param {OutgoingHttpHeaders} headers
 */
export const cacheDirectives = (headers) =>
  String(headers['cache-control'] ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());

/**
 * Whether an answer with these headers is a page anyone may be given: 200, no cookie, not private.
 * @param {number} status @param {OutgoingHttpHeaders} headers
 */
export function isSharedPage(status, headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  if (!/^text\/html\b/.test(String(headers['content-type'] ?? ''))) return false;
  if (varyNames(headers.vary).includes('*')) return false;
  return !cacheDirectives(headers).some((directive) => ['private', 'no-store', 'no-cache'].includes(directive));
}

/**
 * Whether an answer with these headers is a page that cannot change while the server runs.
 * @param {number} status @param {OutgoingHttpHeaders} headers
 */
export function isPageForGood(status, headers) {
  if (!isSharedPage(status, headers)) return false;
  const directives = cacheDirectives(headers);
  if (directives.some((directive) => directive.startsWith('stale-'))) return false;
  const sMaxAge = directives.find((directive) => directive.startsWith('s-maxage='));
  return Number(sMaxAge?.slice('s-maxage='.length)) >= forGood;
}

/** Request headers an answer may name in `Vary` and still be kept: the router's (absent from every request served
 * from here) and the encoding, which is reduced to the one choice Next makes with it. Any other means no copy. */
const knownVary = new Set(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'accept-encoding']);

/** @param {unknown} vary */
const varyNames = (vary) =>
  String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

/**
 * Reduces a shareable request's `Accept-Encoding` to what Next decides with it (gzip or nothing), before Next sees it,
 * so a browser's own list makes no copy of its own.
 * @param {IncomingMessage} req
 */
export function settleEncoding(req) {
  req.headers['accept-encoding'] = /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? '')) ? 'gzip' : 'identity';
}

/**
 * The copy a request may be given: its path (shareable requests have no query), the encoding, and for a page of one
 * record the version it shows. Host and forwarding headers do not change a page Next answers with 200.
 * @param {IncomingMessage} req @param {string | undefined} version
 */
const keyOf = (req, version) => `${req.headers['accept-encoding']}\n${req.url}\n${version ?? ''}`;

/** @typedef {{ status: number, headers: OutgoingHttpHeaders, body: Buffer, storedAt: number, startedAt: number, bytes: number }} Stored */

/**
 * @typedef {object} PageCacheOptions
 * @property {number} [maxBytes]
 * @property {() => number} [now]
 * @property {() => number} [trustedSince] The time before which no copy of a page built for good may be served: when
 *   a cache tag was last invalidated (published content, an article), as this process learnt of it; Infinity while
 *   that is unknown. A copy whose rendering began before it is dropped, and the page is asked of Next again.
 */

/**
 * @param {PageCacheOptions} [options]
 */
export function createPageCache({ maxBytes = 64 * 1024 * 1024, now = Date.now, trustedSince = () => -Infinity } = {}) {
  /** @type {Map<string, Stored>} key → stored answer, least recently used first */
  const entries = new Map();
  let storedBytes = 0;

  /** @param {string} key */
  function evict(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    storedBytes -= entry.bytes;
  }

  /** @param {string} key @param {Stored} entry */
  function store(key, entry) {
    evict(key);
    entries.set(key, entry);
    storedBytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (storedBytes <= maxBytes) break;
      evict(oldest);
    }
  }

  return {
    /** Everything held: bodies, headers and keys. */
    get storedBytes() {
      return storedBytes;
    },

    /**
     * Answers `req` (showing `version` of its record, if any) with a stored copy when there is one; true when it did.
     * @param {IncomingMessage} req @param {ServerResponse} res @param {string} [version]
     */
    serve(req, res, version) {
      if (!isShareableRequest(req)) return false;
      const key = keyOf(req, version);
      const entry = entries.get(key);
      if (!entry) return false;
      // A page of one record is kept under the record's version, asked on every visit; any other under the tags.
      if (version === undefined && entry.startedAt <= trustedSince()) {
        evict(key);
        return false;
      }
      entries.delete(key);
      entries.set(key, entry);
      const age = Math.floor((now() - entry.storedAt) / 1000);
      res.writeHead(entry.status, { ...entry.headers, age: String(age), 'content-length': String(entry.body.length) });
      res.end(entry.body);
      return true;
    },

    /**
     * Watches the answer Next writes to `req` and keeps a copy when it is a page built for good, or a shared page
     * showing `version` of its record.
     * @param {IncomingMessage} req @param {ServerResponse} res @param {string} [version]
     */
    record(req, res, version) {
      if (!isShareableRequest(req)) return;
      // Next rewrites the request's address and headers as it routes it: the key is taken as the request came in.
      const key = keyOf(req, version);
      const startedAt = now();
      /** @param {number} status @param {OutgoingHttpHeaders} headers */
      const keepable = (status, headers) =>
        (version === undefined ? isPageForGood(status, headers) : isSharedPage(status, headers)) &&
        varyNames(headers.vary).every((name) => knownVary.has(name));
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      /** @type {boolean | undefined} */
      let keeping;
      /** @param {unknown} chunk @param {unknown} encoding */
      const keep = (chunk, encoding) => {
        keeping ??= keepable(res.statusCode, res.getHeaders());
        if (!keeping || chunk === undefined || chunk === null || typeof chunk === 'function') return;
        const buffer = Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(/** @type {string} */ (chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
        size += buffer.length;
        if (size > maxEntryBytes) keeping = false;
        else chunks.push(buffer);
      };
      const write = res.write;
      const end = res.end;
      res.write = /** @type {typeof res.write} */ (
        function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
          keep(chunk, encoding);
          return write.call(res, chunk, encoding, callback);
        }
      );
      res.end = /** @type {typeof res.end} */ (
        function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
          keep(chunk, encoding);
          return end.call(res, chunk, encoding, callback);
        }
      );
      res.once('finish', () => {
        const headers = res.getHeaders();
        if (!keeping || !keepable(res.statusCode, headers) || (version === undefined && startedAt <= trustedSince())) return;
        const stored = Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponseHeaders.has(name)));
        const body = Buffer.concat(chunks);
        const bytes = Buffer.byteLength(key) + body.length + Buffer.byteLength(JSON.stringify(stored));
        store(key, { status: res.statusCode, headers: stored, body, storedAt: now(), startedAt, bytes });
      });
    },
  };
}

/** @typedef {ReturnType<typeof createPageCache>} PageCache */
