import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, settleEncoding, type PageCache } from '../../scripts/page-cache.mjs';

/** What the site (Next) would answer per path; each answer says how many times the site was asked. */
const answers: Record<string, Record<string, string>> = {
  '/page': { 'cache-control': 's-maxage=31536000', vary: 'rsc, Accept-Encoding' },
  '/a': { 'cache-control': 's-maxage=31536000' },
  '/b': { 'cache-control': 's-maxage=31536000' },
  '/c': { 'cache-control': 's-maxage=31536000' },
  '/arabic': { 'cache-control': 's-maxage=31536000', vary: 'Accept-Language, Cookie' },
  '/encoded': { 'cache-control': 's-maxage=31536000', vary: 'rsc, Accept-Encoding' },
  '/minute': { 'cache-control': 's-maxage=60, stale-while-revalidate=31535940' },
  '/private': { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
  '/sets-cookie': { 'cache-control': 's-maxage=31536000', 'set-cookie': 'i18next=en; Path=/' },
  '/feed': { 'cache-control': 's-maxage=31536000', 'content-type': 'application/xml' },
};

let server: Server | undefined;
let asked = 0;

async function start(cache: PageCache): Promise<string> {
  asked = 0;
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('X-Request-Id', String(Math.random()));
    // The version of the record the page shows, as the site would name it (start.mjs asks the site for it).
    const version = req.headers['x-record-version'] as string | undefined;
    settleEncoding(req);
    if (cache.serve(req, res, version)) return;
    cache.record(req, res, version);
    asked += 1;
    const path = req.url!.split('?')[0]!;
    // Next rewrites the request as it routes it (its language prefix, the proxy's request headers).
    req.url = `/ar${req.url}`;
    req.headers['accept-language'] = 'rewritten';
    const headers = answers[path];
    if (!headers) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('missing');
      return;
    }
    // Asked with `RSC: 1`, Next answers with the page's payload.
    const type = req.headers.rsc ? 'text/x-component' : 'text/html; charset=utf-8';
    res.writeHead(200, { 'content-type': type, etag: '"v1"', ...headers });
    // Written in pieces, as Next streams a page.
    res.write(`<p>${req.headers.rsc ? 'payload of ' : ''}${path} `);
    res.end(`answer ${asked}</p>`);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe('the page cache in front of the site', () => {
  it('serves a page a shared cache may keep from memory, with the same words and headers, from the second visit on', async () => {
    const site = await start(createPageCache());
    const first = await fetch(`${site}/page`);
    const second = await fetch(`${site}/page`);
    expect(await first.text()).toBe('<p>/page answer 1</p>');
    expect(await second.text()).toBe('<p>/page answer 1</p>');
    expect(asked).toBe(1);
    for (const name of ['content-type', 'cache-control', 'vary', 'etag']) expect(second.headers.get(name), name).toBe(first.headers.get(name));
    expect(second.headers.get('age')).toBe('0');
    // Each answer keeps its own request id (start.mjs gives every request one).
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('keeps one copy per encoding Next chooses, whatever the browser lists, none for a visitor with cookies, and none of an answer varying on anything else', async () => {
    const cache = createPageCache();
    const site = await start(cache);
    for (const encoding of ['gzip, deflate, br', 'br, gzip', 'gzip;q=1.0, identity; q=0.5, *;q=0', 'identity', 'br']) {
      await fetch(`${site}/encoded`, { headers: { 'accept-encoding': encoding } });
    }
    expect(asked).toBe(2);

    await fetch(`${site}/encoded`, { headers: { 'accept-encoding': 'gzip', cookie: 'i18next=en' } });
    expect(asked).toBe(3);

    await fetch(`${site}/arabic`, { headers: { 'accept-language': 'ar' } });
    await fetch(`${site}/arabic`, { headers: { 'accept-language': 'ar' } });
    expect(asked).toBe(5);
  });

  it('counts what it holds, keys and headers too, and keeps nothing under other hosts', async () => {
    const cache = createPageCache();
    const site = await start(cache);
    await fetch(`${site}/page`);
    expect(cache.storedBytes).toBeGreaterThan('<p>/page answer 1</p>'.length + 100);
    for (let host = 0; host < 5; host += 1) await fetch(`${site}/page`, { headers: { 'x-forwarded-host': `h${host}.example` } });
    expect(asked).toBe(1);
  });

  it('asks the site again for pages that can change (revalidated, private, setting cookies), other files, and requests that could change the answer', async () => {
    const site = await start(createPageCache());
    for (const path of ['/minute', '/private', '/sets-cookie', '/feed', '/missing']) {
      await fetch(`${site}${path}`);
      await fetch(`${site}${path}`);
    }
    expect(asked).toBe(10);

    await fetch(`${site}/page`);
    asked = 0;
    const changing: Record<string, string>[] = [
      { rsc: '1' },
      { 'next-router-state-tree': '%5B%5D' },
      { 'if-none-match': '"v1"' },
      { authorization: 'Basic eDp5' },
      { 'sec-fetch-dest': 'empty' },
    ];
    for (const headers of changing) await fetch(`${site}/page`, { headers });
    await fetch(`${site}/page`, { method: 'POST', body: 'x' });
    expect(asked).toBe(changing.length + 1);
  });

  it('keeps a page of one record under the version of the record it shows, and asks again once the record changed', async () => {
    const site = await start(createPageCache());
    const visit = async (version: string, path = '/minute') => (await fetch(`${site}${path}`, { headers: { 'x-record-version': version } })).text();
    expect(await visit('rev-1')).toBe('<p>/minute answer 1</p>');
    expect(await visit('rev-1')).toBe('<p>/minute answer 1</p>');
    expect(asked).toBe(1);
    expect(await visit('rev-2')).toBe('<p>/minute answer 2</p>');
    expect(await visit('rev-2')).toBe('<p>/minute answer 2</p>');
    expect(asked).toBe(2);
    // Whatever its version, a private page, a page setting a cookie or a missing one is never kept.
    for (const path of ['/private', '/sets-cookie', '/missing']) {
      await visit('rev-1', path);
      await visit('rev-1', path);
    }
    expect(asked).toBe(8);
  });

  it('keeps neither a page under a query string nor the router’s payload requests', async () => {
    const site = await start(createPageCache());
    for (const [address, headers] of [
      ['/page?_rsc=', { rsc: '1', 'sec-fetch-dest': 'empty' }],
      ['/page?_rsc=', {}],
      ['/page?utm_source=x', {}],
    ] as const) {
      await fetch(`${site}${address}`, { headers });
      await fetch(`${site}${address}`, { headers });
    }
    expect(asked).toBe(6);
  });

  it('tells how long a copy has been kept', async () => {
    let clock = 1_000_000;
    const site = await start(createPageCache({ now: () => clock }));
    await fetch(`${site}/page`);
    clock += 59_000;
    expect((await fetch(`${site}/page`)).headers.get('age')).toBe('59');
    expect(asked).toBe(1);
  });

  it('asks the site again for a page once a cache tag was invalidated after its copy was made, and keeps nothing while invalidations may be missed', async () => {
    let clock = 1_000_000;
    let invalidated = -Infinity;
    const site = await start(createPageCache({ now: () => clock, trustedSince: () => invalidated }));
    await fetch(`${site}/page`);
    clock += 1000;
    await fetch(`${site}/page`);
    expect(asked).toBe(1);
    invalidated = clock; // published content, learnt of now
    clock += 1000;
    await fetch(`${site}/page`);
    expect(asked).toBe(2);
    await fetch(`${site}/page`);
    expect(asked).toBe(2);
    invalidated = Infinity; // the shared clock lost Redis
    await fetch(`${site}/page`);
    await fetch(`${site}/page`);
    expect(asked).toBe(4);
  });

  it('holds at most its size, letting the least recently used page go first', async () => {
    const measure = createPageCache();
    await fetch(`${await start(measure)}/a`);
    await new Promise((resolve) => server?.close(resolve));
    const entryBytes = measure.storedBytes;
    const cache = createPageCache({ maxBytes: Math.floor(entryBytes * 2.5) });
    const site = await start(cache);
    await fetch(`${site}/a`);
    await fetch(`${site}/b`);
    await fetch(`${site}/a`); // a is now the most recently used
    await fetch(`${site}/c`); // three copies do not fit: b goes
    expect(cache.storedBytes).toBeLessThanOrEqual(entryBytes * 2.5);
    asked = 0;
    await fetch(`${site}/a`);
    await fetch(`${site}/c`);
    expect(asked).toBe(0);
    await fetch(`${site}/b`);
    expect(asked).toBe(1);
  });
});
