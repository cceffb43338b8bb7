import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache } from '../../scripts/page-cache.mjs';
import {
  heldScriptsAttribute,
  holdScriptsAndPayload,
  holdScriptsInHead,
  holdScriptsOnPages,
  payloadAfterPaintAttribute,
  takePayloadOut,
} from '../../scripts/scripts-after-paint.mjs';

/** A head as Next writes it: a preloaded script, its async scripts, a stylesheet. */
const head =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/later.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script><title>Page</title></head>';
/** A body as Next writes it: the markup, then the payload's bootstrap line and its data (escaped as Next escapes it). */
const bootstrap = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const payload =
  '<script>self.__next_f.push([1,"0:[\\"$\\",\\"main\\"]\\n"])</script><script>self.__next_f.push([1,"1:\\u003c/script\\u003e"])</script>';
const body = `<body><main>Words</main>${bootstrap}${payload}</body></html>`;

describe('holding the head scripts', () => {
  it('puts one loader where the first script was, listing every async script, and drops their preloads', () => {
    const held = holdScriptsInHead(head);
    expect(held).not.toContain('<script src="/_next/static/chunks/a.js"');
    expect(held).not.toContain('href="/_next/static/chunks/b.js"');
    expect(held).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/later.js"/>');
    expect(held).toContain('<script src="/_next/static/chunks/polyfills.js" noModule="">');
    const loader = held.match(new RegExp(`<script ${heldScriptsAttribute}='([^']+)'>`));
    expect(JSON.parse(loader![1]!)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(held.indexOf(heldScriptsAttribute)).toBeGreaterThan(held.indexOf('later.js'));
    expect(held.indexOf(heldScriptsAttribute)).toBeLessThan(held.indexOf('polyfills.js'));
  });

  it('leaves a head without async scripts as it is', () => {
    const plain = '<html><head><title>Staff</title><script src="/x.js" nonce="n"></script></head>';
    expect(holdScriptsInHead(plain)).toBe(plain);
  });
});

describe('taking the payload out of a page', () => {
  it('removes the payload’s data lines, keeps its bootstrap line, and tells the loader to fetch it', () => {
    expect(takePayloadOut(body)).toBe(`<body><main>Words</main>${bootstrap}</body></html>`);
    const page = holdScriptsAndPayload(head + body);
    expect(page).toBe(holdScriptsInHead(head, { payloadAfterPaint: true }) + takePayloadOut(body));
    expect(page).toMatch(new RegExp(`<script ${heldScriptsAttribute}='[^']+' ${payloadAfterPaintAttribute}>`));
    expect(page).not.toContain('<script>self.__next_f.push([1,');
  });

  it('keeps a payload with lines a fetch as text could not give back (form state, binary), and a page without one', () => {
    for (const other of ['<script>self.__next_f.push([3,"AAEC"])</script>', '<script>self.__next_f.push([2,null])</script>']) {
      const withOther = body.replace('</body>', `${other}</body>`);
      expect(takePayloadOut(withOther)).toBeUndefined();
      expect(holdScriptsAndPayload(head + withOther)).toBe(holdScriptsInHead(head) + withOther);
    }
    expect(takePayloadOut('<body><main>Words</main></body>')).toBeUndefined();
    // Nothing would fetch it on a page without scripts to hold.
    const plainHead = '<html><head><title>Staff</title><script src="/x.js" nonce="n"></script></head>';
    expect(holdScriptsAndPayload(plainHead + body)).toBe(plainHead + body);
  });
});

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that answers as Next would, behind the hold: the page in pieces, its head split across them. */
async function start(): Promise<{ origin: string; seen: IncomingHttpHeaders[] }> {
  const seen: IncomingHttpHeaders[] = [];
  const cache = createPageCache();
  server = createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.record(req, res);
    holdScriptsOnPages(req, res);
    seen.push({ ...req.headers });
    if (req.url === '/data') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '11' });
      res.end('{"ok":true}');
      return;
    }
    if (req.url === '/_next/static/chunks/a.js') {
      res.writeHead(200, { 'content-type': 'application/javascript' });
      res.end('run()');
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      // `/en/news` is rendered for each visitor, as the news list is; other pages may be kept by shared caches.
      'cache-control': req.url === '/en/news' ? 'private, no-cache, no-store, max-age=0, must-revalidate' : 's-maxage=31536000',
      'content-length': String(Buffer.byteLength(head + body)),
      etag: '"v1"',
      vary: 'rsc',
    });
    res.flushHeaders();
    const cut = head.indexOf('<script src="/_next/static/chunks/b.js"') + 10;
    res.write(head.slice(0, cut));
    res.write(Buffer.from(head.slice(cut)));
    res.end(body);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, seen };
}

/** One request's status, headers and decoded body. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode!, headers: res.headers, body: decoded.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pages served with their scripts held', () => {
  it('answers each encoding the browser accepts with the changed page, and says it varies on it', async () => {
    const { origin, seen } = await start();
    // A page shared caches may keep loses its inline payload; a page rendered for one visitor keeps it.
    for (const [path, expected] of [
      ['/en/about', holdScriptsAndPayload(head + body)],
      ['/en/news', holdScriptsInHead(head) + body],
    ] as const) {
      for (const [accepted, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['', undefined],
      ] as const) {
        const page = await get(`${origin}${path}`, accepted ? { 'accept-encoding': accepted } : {});
        expect(page.status).toBe(200);
        expect(page.headers['content-encoding'], accepted).toBe(encoding);
        expect(page.body, `${path} ${accepted}`).toBe(expected);
        expect(page.headers['content-length']).toBeUndefined();
        expect(page.headers.vary).toBe('rsc, Accept-Encoding');
        expect(page.headers.etag).toBe('W/"v1"');
      }
    }
    expect(holdScriptsAndPayload(head + body)).not.toBe(holdScriptsInHead(head) + body);
    // Next itself was never asked for a compressed answer.
    expect(seen.every((headers) => headers['accept-encoding'] === undefined)).toBe(true);
  });

  it('keeps one stored copy per encoding in the page cache', async () => {
    const { origin, seen } = await start();
    for (const accepted of ['gzip', 'br', 'gzip', 'br']) {
      const page = await get(`${origin}/en/about`, { 'accept-encoding': accepted });
      expect(page.headers['content-encoding']).toBe(accepted);
      expect(page.body).toContain(heldScriptsAttribute);
    }
    expect(seen).toHaveLength(2);
  });

  it('compresses other answers of page addresses without changing them, and leaves files and HEAD requests to Next', async () => {
    const { origin, seen } = await start();
    const data = await get(`${origin}/data`, { 'accept-encoding': 'gzip' });
    expect(data.headers['content-encoding']).toBe('gzip');
    expect(data.body).toBe('{"ok":true}');

    const file = await get(`${origin}/_next/static/chunks/a.js`, { 'accept-encoding': 'gzip' });
    expect(file.body).toBe('run()');
    expect(seen.at(-1)!['accept-encoding']).toBe('gzip');

    const headOnly = await get(`${origin}/en/about`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(headOnly.status).toBe(200);
    expect(seen.at(-1)!['accept-encoding']).toBe('gzip');
  });
});
