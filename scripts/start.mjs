// `npm start`: builds when there is no production build yet, then serves the site on PORT (default 3000).
// The database is created and migrated by the server itself as it starts (src/instrumentation.ts).
//
// The site runs in Next's own request handler behind a few lines of plain Node, for what Next cannot
// do itself (issue 11): refuse TRACE (Next answers it with a 500; Node itself answers TRACK with a 400). Pages vary on
// neither Accept-Language nor the language cookie: an address says its language, and only the bare home address sends
// readers of English to /en (src/proxy-rules.ts), so that one is never answered from memory. It also gives
// each request the id its log lines carry. And it keeps in memory the pages Next prerendered for good, and each
// article under its revision (scripts/page-cache.mjs), so such a page is not passed through Next's whole pipeline on
// every visit. And a page's scripts, and on shared pages the payload React hydrates from, load after its first paint
// (scripts/scripts-after-paint.mjs), which also compresses pages.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createPageCache, isShareableRequest, pageVersionKey } from './page-cache.mjs';
import { holdScriptsOnPages } from './scripts-after-paint.mjs';

const nextBin = 'node_modules/next/dist/bin/next';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build found: building the site first (a few minutes on a small machine)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const refusedMethods = new Set(['TRACE']);
/** The bare home address, where the site decides the visitor's language (src/proxy-rules.ts): its answer is theirs. */
const decidesLanguage = (url = '/') => url.split('?')[0] === '/';

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
  if (decidesLanguage(req.url)) return render(req, res, undefined, false);
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

/** Next's answer, kept in memory when it may be (under the version of the record it shows), scripts held. */
function render(req, res, version, keep = true) {
  if (keep) pageCache.record(req, res, version);
  holdScriptsOnPages(req, res);
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
