// `npm start`: builds when there is no production build yet, then serves the site on PORT (default 3000).
// The database is created and migrated by the server itself as it starts (src/instrumentation.ts).
//
// The site runs in Next's own request handler behind a few lines of plain Node, for the two things Next cannot
// do itself (issue 11): refuse TRACE (Next answers it with a 500; Node itself answers TRACK with a 400), and say `Vary` on the Arabic
// (unprefixed) pages, whose answer depends on the `i18next` cookie and Accept-Language (English readers are
// redirected), so a shared cache keeps one copy per language choice. Next sets its own `Vary` on prerendered
// pages after any header set before it, so the two lists are merged as the headers are written. It also gives
// each request the id its log lines carry. And it keeps in memory the pages Next prerendered for good, and each
// article under its revision (scripts/page-cache.mjs), so such a page is not passed through Next's whole pipeline on
// every visit.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createPageCache, isShareableRequest, pageVersionKey, settleEncoding } from './page-cache.mjs';

const nextBin = 'node_modules/next/dist/bin/next';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build found: building the site first (a few minutes on a small machine)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const refusedMethods = new Set(['TRACE']);
const languageVary = ['Accept-Language', 'Cookie'];

/** Unprefixed page addresses: everything but English pages, the framework's files, APIs and files with an extension. */
function dependsOnLanguageChoice(url = '/') {
  const path = url.split('?')[0];
  return !/^\/(en(\/|$)|_next\/|api\/|media\/|locales\/)/.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

function mergeVary(existing) {
  const names = String(existing ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of languageVary) if (!names.some((known) => known.toLowerCase() === name.toLowerCase())) names.push(name);
  return names.join(', ');
}

/** Makes every `Vary` this response writes name the language headers too. */
function varyOnLanguage(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, String(name).toLowerCase() === 'vary' ? mergeVary(value) : value);
  setHeader('Vary', mergeVary());
}

process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');
// Next is not told the listening address: given one, it loops redirecting unprefixed pages to themselves.
// It still needs its own origin for one thing: after a form's server action redirects, it fetches the next page
// from itself to answer in the same response, with the visitor's cookies. Without this it would ask localhost:3000,
// whatever listens there.
const loopbackHost = ['0.0.0.0', '::', ''].includes(hostname) ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname;
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://${loopbackHost}:${port}`;
const app = next({ dev: false });
const handle = app.getRequestHandler();
await app.prepare();
const pageCache = createPageCache();

const server = createServer((req, res) => {
  if (refusedMethods.has(req.method ?? '')) {
    res.writeHead(405, { Allow: 'GET, HEAD, POST, PUT, DELETE, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed.\n');
    return;
  }
  // Every request gets an id for the server's log lines (src/lib/log.server.ts); a reverse proxy's own id is kept.
  const given = req.headers['x-request-id'];
  const requestId = typeof given === 'string' && /^[\w.:-]{8,128}$/.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = requestId;
  res.setHeader('X-Request-Id', requestId);
  if (dependsOnLanguageChoice(req.url)) varyOnLanguage(res);
  if (isShareableRequest(req)) settleEncoding(req);
  if (pageCache.serve(req, res)) return;
  /** @type {import('./page-cache.mjs').PageVersionOf | undefined} */
  const versionOf = globalThis[pageVersionKey];
  if (!versionOf || !isShareableRequest(req)) return render(req, res);
  versionOf((req.url ?? '/').split('?')[0]).then(
    (version) => {
      if (version === undefined || !pageCache.serve(req, res, version)) render(req, res, version);
    },
    () => render(req, res),
  );
});

/** Next's answer, kept in memory when it may be (under the version of the record it shows). */
function render(req, res, version) {
  pageCache.record(req, res, version);
  handle(req, res);
}
// Node closes a keep-alive connection after 5 idle seconds. A client (or a load balancer, typically 60 s) that reuses
// the connection at that very moment gets ECONNRESET, as a staff request in the browser tests did; so idle
// connections stay open longer than the clients in front keep theirs.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => console.log(`Serving the site at http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
