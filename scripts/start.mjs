// @ts-check
// `npm start`: builds when there is no production build yet, then serves the site on PORT (default 3000).
// The database is created and migrated by the server itself as it starts (src/instrumentation-node.ts).
//
// Plain `next start` serves the site completely (language, headers, policy, health, errors). This file is the
// optional speed and safety layer in front of Next's own request handler (decision 006), a few lines of plain Node:
// - it keeps in memory the pages Next prerendered for good, and each article under its revision
//   (scripts/page-cache.mjs), so such a page is not passed through Next's whole pipeline on every visit;
// - it refuses TRACE (the Request class Next builds refuses the method, so Next answers it with a 500 before the
//   proxy runs; nginx refuses it by itself), and the pages it answers from memory carry a request id like every
//   other answer (src/lib/request-id.mjs);
// - it bounds slow clients (headers within 15 s, a whole request within 60 s, at most 1,000 connections), answers
//   any failure of Next's handler with a 500 instead of crashing, and on SIGTERM or SIGINT stops accepting, lets the
//   requests in flight finish (10 s at most) and closes the database before it exits.
// The bare home address is never answered from memory: it is where a reader of English is sent to /en
// (src/proxy-rules.ts), so its answer depends on the visitor.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createPageCache, isShareableRequest, pageVersionKey, settleEncoding } from './page-cache.mjs';
import { trustedSince } from '../src/lib/next-cache/handler.mjs';
import { requestIdHeader, requestIdOf } from '../src/lib/request-id.mjs';
import { shutdownKey } from '../src/lib/shutdown-hook.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

const nextBin = 'node_modules/next/dist/bin/next';

if (!existsSync('.next/BUILD_ID')) {
  console.log('No production build found: building the site first (a few minutes on a small machine)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const refusedMethods = new Set(['TRACE']);
/** How long requests in flight may take to finish once the server is told to stop. */
const drainMs = 10_000;

/** @param {string | undefined} url */
const decidesLanguage = (url = '/') => url.split('?')[0] === '/';

/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV ??= 'production';
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
// Copies made before a cache tag's invalidation (published content, on any instance) are never served.
const pageCache = createPageCache({ trustedSince });

const server = createServer((req, res) => {
  if (refusedMethods.has(req.method ?? '')) {
    res.writeHead(405, { Allow: 'GET, HEAD, POST, PUT, DELETE, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method not allowed.\n');
    return;
  }
  // The proxy (src/proxy.ts) keeps this id, so a page's log lines and its answer name the same one.
  const requestId = requestIdOf(req.headers[requestIdHeader]);
  req.headers[requestIdHeader] = requestId;
  res.setHeader(requestIdHeader, requestId);
  if (decidesLanguage(req.url) || !isShareableRequest(req)) return render(req, res);
  settleEncoding(req);
  if (pageCache.serve(req, res)) return;
  /** @type {import('../src/lib/page-version.mjs').PageVersionOf | undefined} */
  const versionOf = /** @type {any} */ (globalThis)[pageVersionKey];
  if (!versionOf) return render(req, res, { keep: true });
  versionOf((req.url ?? '/').split('?')[0] ?? '/').then(
    (version) => {
      if (version === undefined || !pageCache.serve(req, res, version)) render(req, res, { keep: true, version });
    },
    () => render(req, res),
  );
});

/**
 * Next's answer, kept in memory when asked and it may be (under the version of the record it shows). A failure of
 * Next's handler is logged and answered, never left to end the process.
 * @param {IncomingMessage} req @param {ServerResponse} res @param {{ keep?: boolean, version?: string }} [options]
 */
function render(req, res, { keep = false, version } = {}) {
  if (keep) pageCache.record(req, res, version);
  handle(req, res).catch((/** @type {unknown} */ error) => {
    console.error(JSON.stringify({ level: 'error', requestId: req.headers[requestIdHeader], msg: 'Request failed', err: String(error) }));
    if (!res.headersSent) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' });
      res.end('Something went wrong. Please try again. / حدث خطأ، يُرجى المحاولة مرة أخرى.\n');
    } else {
      res.destroy();
    }
  });
}

// Node closes a keep-alive connection after 5 idle seconds. A client (or a load balancer, typically 60 s) that reuses
// the connection at that very moment gets ECONNRESET, as a staff request in the browser tests did; so idle
// connections stay open longer than the clients in front keep theirs.
server.keepAliveTimeout = 65_000;
// A client that sends its headers or its request slowly holds a connection; these bound how long (news pictures,
// the largest upload, take a few seconds on a phone). Behind a buffering proxy (README Deployment) neither is reached.
server.headersTimeout = 15_000;
server.requestTimeout = 60_000;
server.maxConnections = 1000;
server.on('clientError', (error, socket) => {
  if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  else socket.destroy(error);
});
server.listen(port, hostname, () => console.log(`Serving the site at http://localhost:${port}`));

let stopping = false;
/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing the requests in flight, then stopping`);
  const drained = new Promise((resolve) => server.close(resolve));
  // Idle keep-alive connections would hold `close` open; those with a request in flight end once it is answered.
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), drainMs);
  await drained;
  clearTimeout(timer);
  /** @type {(() => Promise<void>) | undefined} */
  const finish = /** @type {any} */ (globalThis)[shutdownKey];
  await finish?.().catch((/** @type {unknown} */ error) => console.error('Could not close the database cleanly:', error));
  process.exit(0);
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => void stop(signal));
