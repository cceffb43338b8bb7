import { expect, test } from './test';

/**
 * Issue 25 §3: every page has a picture for shared links. A page without one of its own gets one drawn from its
 * title, in its language, on its division's colour beside its hero drawing (decision 017); a page with a photograph
 * keeps it; the picture is the size link previews show uncropped.
 */

/** The width and height a PNG's header states. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

async function sharedPicture(request: import('@playwright/test').APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  const twitter = /<meta name="twitter:card" content="([^"]+)"/.exec(html)?.[1];
  return { url, twitter };
}

test('a page without a picture of its own shares one drawn from its title, in each language', async ({ request }) => {
  const drawn: Buffer[] = [];
  for (const [path, picture] of [
    ['/energy/products/solar-panels', '/social/ar/energy/products/solar-panels.png'],
    ['/en/energy/products/solar-panels', '/social/en/energy/products/solar-panels.png'],
    ['/en/certifications', '/social/en/certifications.png'],
  ] as const) {
    const { url, twitter } = await sharedPicture(request, path);
    expect(new URL(url!).pathname, path).toBe(picture);
    expect(twitter, path).toBe('summary_large_image');
    const response = await request.get(picture);
    expect(response.status(), picture).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const bytes = await response.body();
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    drawn.push(bytes);
  }
  // The Arabic and English pictures of one page differ: each is drawn in its page's language.
  expect(Buffer.compare(drawn[0]!, drawn[1]!)).not.toBe(0);
  // A page whose header is a photograph shares the photograph.
  expect(new URL((await sharedPicture(request, '/en')).url!).pathname).toBe('/video/hero-poster.webp');
});

test('only a published page has a drawn picture', async ({ request }) => {
  for (const picture of ['/social/en/energy/products/no-such-product.png', '/social/en/admin/leads.png', '/social/fr/index.png'])
    expect((await request.get(picture)).status(), picture).toBe(404);
});
