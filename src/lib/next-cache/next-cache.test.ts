import { describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './inline-scripts.mjs';
import { MemoryStore, sizeOf } from './memory-store.mjs';
import { pathOfKey, pruneInvalidated, tagPath } from './prune.mjs';
import { TagClock } from './tag-clock.mjs';
import CacheHandler from './handler.mjs';

// These tests use the clock of one process, whatever the environment says.
vi.stubEnv('REDIS_URL', '');

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('lists each script the browser would run inline, once, and nothing else', () => {
    const html =
      '<head><script src="/_next/a.js" async=""></script><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script></head><body><p>x</p>' +
      '<script>self.__next_f.push([1,"\\u003cb\\u003e سلام"])</script><script type="module">m()</script>' +
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script><SCRIPT nonce="n" >up()</SCRIPT ></body>';
    expect(inlineScriptHashes(html)).toEqual([
      hash('(self.__next_f=self.__next_f||[]).push([0])'),
      hash('self.__next_f.push([1,"\\u003cb\\u003e سلام"])'),
      hash('m()'),
      hash('up()'),
    ]);
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([]);
  });
});

describe('memory store', () => {
  it('counts keys and values, and drops the least recently used entry first', () => {
    const store = new MemoryStore<string>({ maxBytes: 25, maxEntryBytes: 20, sizeOf: (value) => value.length });
    store.set('a', '123456789');
    store.set('b', '123456789');
    expect(store.bytes).toBe(20);
    store.get('a');
    store.set('c', '123456789');
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBe('123456789');
    expect(store.bytes).toBe(20);
    store.set('d', 'x'.repeat(25));
    expect(store.get('d')).toBeUndefined();
    store.set('a', '1');
    expect(store.bytes).toBe(12);
  });

  it('sizes Next entries by what they carry', () => {
    const rsc = Buffer.alloc(1000);
    const size = sizeOf({ kind: 'APP_PAGE', html: 'é'.repeat(100), rscData: rsc, segmentData: new Map([['/x', Buffer.alloc(500)]]) });
    expect(size).toBeGreaterThan(1700);
    expect(size).toBeLessThan(2200);
  });
});

describe('tag clock', () => {
  it('makes entries made before an invalidation of one of their tags out of date', () => {
    const clock = new TagClock();
    expect(clock.latest).toBe(-Infinity);
    clock.invalidate(['news'], 1000);
    expect(clock.isOutdated(['news', 'page'], 999)).toBe(true);
    expect(clock.latest).toBe(1000);
    expect(clock.isOutdated(['news'], 1001)).toBe(false);
    expect(clock.isOutdated(['page'], 0)).toBe(false);
  });
});

describe('cache handler', () => {
  it('keeps a page with the policy of its own inline scripts, in the headers Next sends', async () => {
    const handler = new CacheHandler();
    const page = { kind: 'APP_PAGE', html: '<script>go()</script>', headers: { 'x-next-cache-tags': 'a,b' }, status: 200 };
    await handler.set('/page', page, {});
    expect(page.headers).toHaveProperty('content-security-policy');
    expect((page.headers as Record<string, string>)['content-security-policy']).toContain(`script-src 'self' ${hash('go()')}`);
    const entry = await handler.get('/page', { kind: 'APP_PAGE' });
    expect(entry?.value).toBe(page);
    await handler.revalidateTag('b');
    expect(await handler.get('/page', { kind: 'APP_PAGE' })).toBeNull();
  });
});

describe('memory store deleting by a test', () => {
  it('deletes exactly the entries the test accepts, and frees their bytes', () => {
    const store = new MemoryStore<string>({ maxBytes: 100, maxEntryBytes: 100, sizeOf: (value) => value.length });
    store.set('a', 'keep');
    store.set('b', 'drop');
    store.set('c', 'drop me');
    expect(store.deleteWhere((key, value) => value.startsWith('drop'))).toBe(2);
    expect(store.size).toBe(1);
    expect(store.bytes).toBe(5);
    expect(store.get('a')).toBe('keep');
    expect(store.get('b')).toBeUndefined();
    expect(store.deleteWhere(() => false)).toBe(0);
  });
});

/** A key as Next 16 stores a page under (`getRouteCacheKey`; seen in a real build): the route's hash, then the path. */
const pageKey = (route: string, path: string) =>
  `/route-cache/APP_PAGE/${createHash('sha256').update(route).digest('hex')}/$${path === '/' ? '/index' : path}`;
const articleRoute = '/[locale]/energy/(site)/news/[id]/[revision]/page';

describe('pruning invalidated entries', () => {
  const entryStore = () => new MemoryStore<{ tags: string[] }>({ maxBytes: 1e6, maxEntryBytes: 1e6, sizeOf: () => 10 });

  it('reads the path out of the keys Next stores pages and routes under, and of plain path keys', () => {
    expect(pathOfKey(pageKey(articleRoute, '/ar/energy/news/5/3-abc'))).toBe('/ar/energy/news/5/3-abc');
    expect(pathOfKey(pageKey('/[locale]/page', '/'))).toBe('/index');
    expect(pathOfKey('/en/energy')).toBe('/en/energy');
    expect(pathOfKey(createHash('sha256').update('a fetch').digest('hex'))).toBeUndefined();
  });

  it('deletes the entries carrying an invalidated tag and the page stored under an invalidated path', () => {
    const store = entryStore();
    store.set(pageKey(articleRoute, '/ar/energy/news/5/3-abc'), { tags: [] });
    store.set(pageKey(articleRoute, '/en/energy/news/5/3-abc'), { tags: ['_N_T_/layout', '_N_T_/en/energy/news/5/3-abc'] });
    store.set(pageKey(articleRoute, '/ar/energy/news/5/3-abc9'), { tags: [] });
    store.set(pageKey('/[locale]/page', '/'), { tags: [] });
    store.set('fetch-hash', { tags: ['news'] });
    store.set('other-fetch', { tags: ['prices'] });
    expect(pruneInvalidated(store, ['_N_T_/ar/energy/news/5/3-abc', '_N_T_/en/energy/news/5/3-abc'])).toBe(2);
    expect(store.get(pageKey(articleRoute, '/ar/energy/news/5/3-abc9'))).toBeDefined();
    expect(pruneInvalidated(store, ['news'])).toBe(1);
    expect(store.get('other-fetch')).toBeDefined();
    // revalidatePath('/') invalidates `_N_T_/` and `_N_T_/index`; the home page is stored as `/index`.
    expect(pruneInvalidated(store, ['_N_T_/', '_N_T_/index'])).toBe(1);
    expect(pruneInvalidated(store, [])).toBe(0);
    expect(store.size).toBe(2);
  });

  it('matches a path outside ASCII in the encoded form Next gives its tag', () => {
    const store = entryStore();
    store.set(pageKey('/[locale]/[slug]/page', '/ar/أخبار'), { tags: [] });
    expect(tagPath('/ar/أخبار')).toBe(`/ar/${encodeURIComponent('أخبار')}`);
    expect(pruneInvalidated(store, [`_N_T_/ar/${encodeURIComponent('أخبار')}`])).toBe(1);
  });
});

describe('cache handler pruning', () => {
  const shared = () => (globalThis as Record<symbol, unknown>)[Symbol.for('site.next-cache')] as { store: MemoryStore<unknown> };
  const page = (path: string, tags: string[]) => ({
    kind: 'APP_PAGE',
    html: `<p>${path}</p>`,
    headers: { 'x-next-cache-tags': ['_N_T_/layout', '_N_T_/[locale]/layout', `_N_T_${articleRoute}`, `_N_T_${path}`, ...tags].join(',') },
    status: 200,
  });

  it('deletes at once the entries an invalidation leaves out of date, and only those', async () => {
    const handler = new CacheHandler();
    const old = '/ar/energy/news/5/3-abc';
    const current = '/ar/energy/news/5/4-abd';
    await handler.set(pageKey(articleRoute, old), page(old, []), {});
    await handler.set(pageKey(articleRoute, current), page(current, []), {});
    await handler.set('fetch-1', { kind: 'FETCH', data: {} }, { tags: ['prices'] });
    await handler.set('fetch-2', { kind: 'FETCH', data: {} }, { tags: ['news'] });
    const before = shared().store.size;
    await handler.revalidateTag([`_N_T_${old}`]);
    expect(shared().store.size).toBe(before - 1);
    await handler.revalidateTag('prices');
    expect(shared().store.size).toBe(before - 2);
    expect(await handler.get(pageKey(articleRoute, current), { kind: 'APP_PAGE' })).not.toBeNull();
    expect(await handler.get('fetch-2', { kind: 'FETCH' })).not.toBeNull();
    // A route's pattern tag (`revalidatePath(route, 'page')`) takes every page of that route.
    await handler.revalidateTag([`_N_T_${articleRoute}`]);
    expect(await handler.get(pageKey(articleRoute, current), { kind: 'APP_PAGE' })).toBeNull();
    expect(shared().store.size).toBe(before - 3);
  });

  it('serves nothing while its clock may have missed an invalidation, and keeps the entries for later', async () => {
    const handler = new CacheHandler();
    await handler.set('/held', { kind: 'APP_PAGE', html: '<p>held</p>', headers: { 'x-next-cache-tags': '_N_T_/held' } }, {});
    const state = shared() as unknown as { tags: unknown };
    const clock = state.tags;
    state.tags = { current: false, invalidate: () => {}, isOutdated: () => false };
    try {
      expect(await handler.get('/held', { kind: 'APP_PAGE' })).toBeNull();
    } finally {
      state.tags = clock;
    }
    expect(await handler.get('/held', { kind: 'APP_PAGE' })).not.toBeNull();
  });
});
