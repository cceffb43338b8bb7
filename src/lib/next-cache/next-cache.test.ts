import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { inlineScriptHashes } from './inline-scripts.mjs';
import { MemoryStore, sizeOf } from './memory-store.mjs';
import { TagClock } from './tag-clock.mjs';
import CacheHandler from './handler.mjs';

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
    clock.invalidate(['news'], 1000);
    expect(clock.isOutdated(['news', 'page'], 999)).toBe(true);
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
