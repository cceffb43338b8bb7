import { expect, test } from './test';

/**
 * Issue 12: the server keeps prerendered pages in memory (scripts/page-cache.mjs) instead of passing each visit
 * through Next's pipeline. Visitors must not be able to tell, except by speed and the `Age` header.
 */
test.describe('pages kept in memory by the server', () => {
  test('a prerendered page is answered from memory from the second visit on, with the same page and headers', async ({ request }) => {
    const first = await request.get('/en/energy/about');
    const second = await request.get('/en/energy/about');
    expect(second.status()).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers()['age']).toMatch(/^\d+$/);
    for (const name of ['content-type', 'cache-control', 'content-security-policy', 'link', 'vary', 'etag', 'strict-transport-security'])
      expect(second.headers()[name], name).toBe(first.headers()[name]);
    expect(second.headers()['x-request-id']).not.toBe(first.headers()['x-request-id']);
  });

  test('an Arabic address kept in memory is the same Arabic page for everyone; the bare home address is never kept', async ({ request }) => {
    for (let visit = 0; visit < 2; visit += 1) {
      const arabic = await request.get('/energy/about', { headers: { 'accept-language': 'ar' }, maxRedirects: 0 });
      expect(arabic.status()).toBe(200);
      expect(await arabic.text()).toContain('<html lang="ar" dir="rtl"');
    }
    // A reader of English gets it too (their suggestion to read the English page is drawn in the browser).
    const english = await request.get('/energy/about', { headers: { 'accept-language': 'en-GB,en;q=0.9' }, maxRedirects: 0 });
    expect(english.status()).toBe(200);
    expect(english.headers()['age']).toMatch(/^\d+$/);
    expect(await english.text()).toContain('<html lang="ar" dir="rtl"');

    // The home address decides the visitor's language (a reader of English goes to /en), so it is never answered from memory.
    for (let visit = 0; visit < 2; visit += 1) {
      const home = await request.get('/', { headers: { 'accept-language': 'ar' }, maxRedirects: 0 });
      expect(home.status()).toBe(200);
      expect(home.headers()['age']).toBeUndefined();
    }
  });

  test('pages rendered for each visit are never kept', async ({ request }) => {
    for (let visit = 0; visit < 2; visit += 1) {
      const news = await request.get('/en/energy/news');
      expect(news.status()).toBe(200);
      expect(news.headers()['age']).toBeUndefined();
    }
  });

  test('a picture resized for phones is encoded once, then served from the server’s cache', async ({ request }) => {
    const picture = '/_next/image?url=%2Fimages%2Fnews%2Fjeddah-rooftop-plant.webp&w=640&q=75';
    const headers = { accept: 'image/avif,image/webp,*/*' };
    expect((await request.get(picture, { headers })).status()).toBe(200);
    const again = await request.get(picture, { headers });
    expect(again.headers()['content-type']).toBe('image/avif');
    expect(again.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  });
});
