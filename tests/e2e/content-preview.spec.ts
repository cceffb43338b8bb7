import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { staffAccount } from './environment';
import { signInAs } from './support';

/**
 * Staff preview a page's draft exactly as visitors will see it (Next's draft mode): the newest saved version with the
 * preview banner, for them only; everyone else, a copied draft-mode cookie or not, gets the published page.
 */

// One draft of one page, saved and then looked at from several browsers: in order.
test.describe.configure({ mode: 'serial' });

/** A page drawn from its content document that no other suite edits. */
const id = 'energy-app';
const path = '/energy/app';
const bypassCookie = '__prerender_bypass';
const bannerName = { en: 'Preview of unpublished changes', ar: 'معاينة التغييرات غير المنشورة' };

type Document = { id: string; hero: { title: { ar: string; en: string } } } & Record<string, unknown>;

/** The page's newest version and its number, as the content API gives them to staff. */
async function newestVersion(request: APIRequestContext, origin: string): Promise<{ version: number; data: Document }> {
  const response = await request.get(`/api/admin/content/${id}`, { headers: { Origin: origin } });
  expect(response.status(), await response.text()).toBe(200);
  const current = (await response.json()) as { version: number; data: Document };
  expect(current.data.id).toBe(id);
  return current;
}

/** A browser of its own: nobody signed in, and only `cookies` (if any). */
async function stranger(browser: Browser, baseURL: string, cookies: { name: string; value: string }[] = []): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  if (cookies.length) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL })));
  return context.newPage();
}

/** A run of Arabic letters made from `tag`, so Arabic words made unique by it are not isolated as Latin on the page. */
const arabicTag = (tag: string) => [...tag].map((c) => 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'[parseInt(c, 36) % 28]).join('');

let published: { ar: string; en: string };
let draft: { ar: string; en: string };
let bypass = '';

test.beforeAll(async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL!;
  const origin = new URL(baseURL).origin;
  // What visitors see now (the newest version may already be an unpublished draft, e.g. on a retry).
  const visitor = await stranger(browser, baseURL);
  const heading = async (address: string) => {
    await visitor.goto(address);
    return (await visitor.getByRole('heading', { level: 1 }).textContent())!.trim();
  };
  published = { en: await heading(`/en${path}`), ar: await heading(path) };
  await visitor.context().close();

  const page = await stranger(browser, baseURL);
  await signInAs(page, staffAccount);
  const current = await newestVersion(page.request, origin);
  const tag = Date.now().toString(36);
  draft = { ar: `مسودة للمعاينة ${arabicTag(tag)}`, en: `Draft for preview ${tag}` };
  const data = structuredClone(current.data);
  data.hero.title = draft;
  const saved = await page.request.put(`/api/admin/content/${id}`, { data: { baseVersion: current.version, data }, headers: { Origin: origin } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.context().close();
});

test.describe('the preview route', () => {
  test('refuses anyone without a session, and ids that are no public page', async ({ page, request }) => {
    expect((await request.get(`/api/admin/content/preview?id=${id}&locale=en`, { maxRedirects: 0 })).status()).toBe(401);
    await signInAs(page, staffAccount);
    // The route answers only what this site's pages ask; the test's own requests say they come from it, as a browser's do.
    const ask = (query: string, origin = new URL(test.info().project.use.baseURL!).origin) =>
      page.request.get(`/api/admin/content/preview?${query}`, { maxRedirects: 0, headers: { Origin: origin } });
    const started = await ask(`id=${id}&locale=en`);
    expect(started.status()).toBe(303);
    expect(started.headers().location).toBe(`/en${path}`);
    expect(started.headers()['set-cookie']).toContain(bypassCookie);
    expect((await ask('id=no-such-page&locale=en')).status()).toBe(404);
    expect((await ask('id=admin-leads&locale=en')).status()).toBe(404);
    expect((await ask(`id=${id}&locale=fr`)).status()).toBe(400);
    // Asked from another site, a signed-in browser gets nothing.
    const foreign = await ask(`id=${id}&locale=en`, 'https://evil.example');
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()['set-cookie'] ?? '').not.toContain(bypassCookie);
  });

  test('the exit goes to a path on this site only', async ({ request }) => {
    for (const [next, location] of [
      ['/en/energy/app', '/en/energy/app'],
      ['//evil.example/x', '/'],
      ['/\\evil.example', '/'],
      ['https://evil.example/', '/'],
    ]) {
      const response = await request.get(`/api/admin/content/preview/exit?next=${encodeURIComponent(next!)}`, { maxRedirects: 0 });
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe(location);
    }
  });
});

test('staff see the draft with the banner in both languages; visitors, with or without the cookie, see the published page', async ({
  page,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL!;
  await signInAs(page, staffAccount);

  // English: the preview route turns draft mode on and lands on the page.
  await page.goto(`/api/admin/content/preview?id=${id}&locale=en`);
  await expect(page).toHaveURL(new RegExp(`/en${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: draft.en })).toBeVisible();
  const banner = page.getByRole('region', { name: bannerName.en });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Visitors do not see them.');
  await expect(banner.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', `/en/admin/content/${id}`);
  await expect(banner.getByRole('button', { name: 'Leave preview' })).toBeVisible();
  // The banner stays clear of the site's fixed header, and every control in it is a 40 px target.
  const bar = (await banner.boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(header.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  for (const control of await banner.locator('a, button').all()) expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(40);

  // Arabic, through the banner's link to the other language: the same draft, the banner in Arabic.
  await banner.getByRole('link', { name: 'المعاينة بالعربية' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: draft.ar })).toBeVisible();
  const arabicBanner = page.getByRole('region', { name: bannerName.ar });
  await expect(arabicBanner.getByRole('link', { name: 'العودة إلى المحرر' })).toHaveAttribute('href', `/admin/content/${id}`);
  await expect(arabicBanner.getByRole('link', { name: 'Preview in English' })).toHaveAttribute('href', `/en${path}`);
  // The Arabic preview also opens straight from the route.
  await page.goto(`/api/admin/content/preview?id=${id}&locale=ar`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: draft.ar })).toBeVisible();

  // A draft page is rendered for this browser alone and kept by no cache.
  const response = await page.goto(`/en${path}`);
  expect(response!.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { level: 1, name: draft.en })).toBeVisible();

  bypass = (await page.context().cookies()).find((cookie) => cookie.name === bypassCookie)?.value ?? '';
  expect(bypass, 'draft mode is on in the staff browser').not.toBe('');

  // A visitor: the published page, no banner, still served as the prerendered page everyone shares.
  const visitor = await stranger(browser, baseURL);
  const shared = await visitor.goto(`/en${path}`);
  expect(shared!.headers()['cache-control']).toContain('s-maxage=31536000');
  await expect(visitor.getByRole('heading', { level: 1, name: published.en })).toBeVisible();
  await expect(visitor.getByText(draft.en)).toHaveCount(0);
  await expect(visitor.getByRole('region', { name: bannerName.en })).toHaveCount(0);
  await visitor.context().close();

  // Someone holding only the draft-mode cookie (copied, or kept after signing out), without a session.
  const holder = await stranger(browser, baseURL, [{ name: bypassCookie, value: bypass }]);
  for (const [address, locale] of [
    [`/en${path}`, 'en'],
    [path, 'ar'],
  ] as const) {
    await holder.goto(address);
    await expect(holder.getByRole('heading', { level: 1, name: published[locale] })).toBeVisible();
    await expect(holder.getByText(draft[locale])).toHaveCount(0);
    await expect(holder.getByRole('region', { name: bannerName[locale] })).toHaveCount(0);
  }
  await holder.context().close();

  // Leaving the preview: back on the same page, as visitors see it.
  await page.goto(`/en${path}`);
  await page.getByRole('region', { name: bannerName.en }).getByRole('button', { name: 'Leave preview' }).click();
  await expect(page).toHaveURL(new RegExp(`/en${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: published.en })).toBeVisible();
  await expect(page.getByRole('region', { name: bannerName.en })).toHaveCount(0);
  expect((await page.context().cookies()).some((cookie) => cookie.name === bypassCookie && cookie.value)).toBe(false);
});

test('the preview page shows the draft in a frame at a phone’s width, and switches width and language without scripts', async ({ page }) => {
  await signInAs(page, staffAccount);
  await page.goto(`/en/admin/content/${id}/preview?width=phone&lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: /^Preview of/ })).toBeVisible();
  const widths = page.getByRole('group', { name: 'Screen width' });
  await expect(widths.getByRole('link', { name: 'Phone (390 px)' })).toHaveAttribute('aria-current', 'true');

  const frame = page.getByTitle(/in English, 390 px wide$/);
  await expect(frame).toBeVisible();
  expect(Math.round((await frame.boundingBox())!.width)).toBe(390);
  const inside = frame.contentFrame();
  await expect(inside.getByRole('heading', { level: 1, name: draft.en })).toBeVisible();
  await expect(inside.getByRole('region', { name: bannerName.en })).toBeVisible();
  // The page inside lays itself out for a phone: the frame is its window.
  const inner = await (await frame.elementHandle())!.contentFrame();
  expect(await inner!.evaluate(() => innerWidth)).toBe(390);

  // The switches are links: the desktop width, then the Arabic page.
  await widths.getByRole('link', { name: 'Desktop (1280 px)' }).click();
  await expect(page).toHaveURL(/width=desktop/);
  await expect(page.getByTitle(/in English, 1280 px wide$/)).toBeVisible();
  await page.getByRole('group', { name: 'Page language' }).getByRole('link', { name: 'Arabic' }).click();
  const arabic = page.getByTitle(/in Arabic, 1280 px wide$/);
  await expect(arabic.contentFrame().getByRole('heading', { level: 1, name: draft.ar })).toBeVisible();

  // Another site may still frame nothing: a page's own policy and X-Frame-Options say so.
  const health = await page.request.get('/api/health');
  expect(health.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(health.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});
