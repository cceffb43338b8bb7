// The server's own cache for whole pages, in front of Next (used by scripts/start.mjs).
//
// Next answers even a prerendered page through its whole request pipeline: the proxy, the route's handler, the
// compression stream. That costs about 2 ms of CPU a page, which held the server to a quarter of the pages per second
// it serves files at (issue 12). A page Next prerendered for good (`s-maxage` of a year, nothing to revalidate) cannot
// change while this server runs, so it is kept here and later requests that could not change the answer are served
// from memory. A page of one record (an article) is kept too, under the version of its record the site names for
// its address (`pageVersionKey`): the site is asked for that version on every visit, as its proxy would, so a change
// made on any instance shows at once, and only the rendering is saved.
// - only GET, with no cookie, credentials, conditional or range headers and none of the app router's own headers
//   (its navigations and prefetches), as those can change what the proxy or Next answers;
// - one copy per address, host and value of each request header the answer names in `Vary` (language, encoding);
// - at most `maxBytes` in all, the least recently used copy going first.

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
/** Addresses whose `Vary` is remembered; an address forgotten is only stored again on its next visit. */
const maxAddresses = 10_000;

/** Whether `req` could be answered from a stored copy: nothing in it may change what the site answers. */
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

/** The directives of an answer's `Cache-Control`, lower case. */
export const cacheDirectives = (headers) =>
  String(headers['cache-control'] ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());

/** Whether an answer with these headers is a page (or its payload) anyone may be given: 200, no cookie, not private. */
export function isSharedPage(status, headers) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false;
  if (!/^text\/(html|x-component)\b/.test(String(headers['content-type'] ?? ''))) return false;
  if (varyNames(headers.vary).includes('*')) return false;
  return !cacheDirectives(headers).some((directive) => ['private', 'no-store', 'no-cache'].includes(directive));
}

/** Whether an answer with these headers is a page that cannot change while the server runs. */
export function isPageForGood(status, headers) {
  if (!isSharedPage(status, headers)) return false;
  const directives = cacheDirectives(headers);
  if (directives.some((directive) => directive.startsWith('stale-'))) return false;
  const sMaxAge = directives.find((directive) => directive.startsWith('s-maxage='));
  return Number(sMaxAge?.slice('s-maxage='.length)) >= forGood;
}

const headerValue = (headers, name) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

const varyNames = (vary) =>
  String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

/**
 * The address as the site sees it: behind a proxy the host and scheme it was asked for are part of the answer, and
 * whether the page or its payload was asked for; for a page of one record, the version of the record it shows.
 */
const addressOf = (req, version) =>
  ['host', 'x-forwarded-host', 'x-forwarded-proto'].map((name) => headerValue(req.headers, name)).join(' ') +
  ` ${headerValue(req.headers, 'rsc')} ` +
  req.url +
  (version === undefined ? '' : `\n${version}`);

export function createPageCache({ maxBytes = 64 * 1024 * 1024, now = Date.now } = {}) {
  /** address → the request headers its stored answers vary on */
  const varyByAddress = new Map();
  /** address + those headers' values → stored answer; Map order is least recently used first */
  const entries = new Map();
  let storedBytes = 0;

  const keyOf = (headers, address, names) => [address, ...names.map((name) => headerValue(headers, name))].join('\n');

  function evict(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    storedBytes -= entry.body.length;
  }

  function store(key, entry) {
    evict(key);
    entries.set(key, entry);
    storedBytes += entry.body.length;
    for (const oldest of entries.keys()) {
      if (storedBytes <= maxBytes) break;
      evict(oldest);
    }
  }

  return {
    get storedBytes() {
      return storedBytes;
    },

    /** Answers `req` (showing `version` of its record, if any) with a stored copy when there is one; true when it did. */
    serve(req, res, version) {
      if (!isShareableRequest(req)) return false;
      const address = addressOf(req, version);
      const names = varyByAddress.get(address);
      if (!names) return false;
      const key = keyOf(req.headers, address, names);
      const entry = entries.get(key);
      if (!entry) return false;
      const age = Math.floor((now() - entry.storedAt) / 1000);
      entries.delete(key);
      entries.set(key, entry);
      res.writeHead(entry.status, { ...entry.headers, age: String(age), 'content-length': String(entry.body.length) });
      res.end(entry.body);
      return true;
    },

    /**
     * Watches the answer Next writes to `req` and keeps a copy when it is a page built for good, or a shared page
     * showing `version` of its record.
     */
    record(req, res, version) {
      if (!isShareableRequest(req)) return;
      // Next rewrites the request's address and headers as it routes it: the key is taken as the request came in.
      const address = addressOf(req, version);
      const keepable = (status, headers) => (version === undefined ? isPageForGood(status, headers) : isSharedPage(status, headers));
      const requestHeaders = { ...req.headers };
      const chunks = [];
      let size = 0;
      let keeping;
      const keep = (chunk, encoding) => {
        keeping ??= keepable(res.statusCode, res.getHeaders());
        if (!keeping || chunk === undefined || chunk === null || typeof chunk === 'function') return;
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
        size += buffer.length;
        if (size > maxEntryBytes) keeping = false;
        else chunks.push(buffer);
      };
      const write = res.write;
      const end = res.end;
      res.write = function (chunk, encoding, callback) {
        keep(chunk, encoding);
        return write.call(this, chunk, encoding, callback);
      };
      res.end = function (chunk, encoding, callback) {
        keep(chunk, encoding);
        return end.call(this, chunk, encoding, callback);
      };
      res.once('finish', () => {
        const headers = res.getHeaders();
        if (!keeping || !keepable(res.statusCode, headers)) return;
        const names = varyNames(headers.vary);
        varyByAddress.delete(address);
        varyByAddress.set(address, names);
        if (varyByAddress.size > maxAddresses) varyByAddress.delete(varyByAddress.keys().next().value);
        const stored = Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponseHeaders.has(name)));
        store(keyOf(requestHeaders, address, names), {
          status: res.statusCode,
          headers: stored,
          body: Buffer.concat(chunks),
          storedAt: now(),
        });
      });
    },
  };
}
