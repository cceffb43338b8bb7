import { expect, test } from './test';
import { watchConsole } from './support';

test.describe('languages', () => {
  test('an Arabic visitor gets right-to-left Arabic in the first byte of HTML', async ({ request }) => {
    const response = await request.get('/energy/home', { headers: { 'Accept-Language': 'ar' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
  });

  test('English is served under /en, left to right', async ({ request }) => {
    const html = await (await request.get('/en/energy/home')).text();
    expect(html).toMatch(/<html[^>]*lang="en"[^>]*dir="ltr"/);
  });

  test('an unprefixed address follows the cookie, then the browser language, then Arabic', async ({ request }) => {
    const byCookie = await request.get('/about', { headers: { Cookie: 'i18next=en', 'Accept-Language': 'ar' }, maxRedirects: 0 });
    expect(byCookie.headers().location).toBe('/en/about');
    const byBrowser = await request.get('/about', { headers: { 'Accept-Language': 'en-GB,en;q=0.8' }, maxRedirects: 0 });
    expect(byBrowser.headers().location).toBe('/en/about');
    const byDefault = await request.get('/about', { headers: { 'Accept-Language': 'fr' }, maxRedirects: 0 });
    expect(byDefault.status()).toBe(200);
  });

  test('the toggle opens the same page in the other language, keeps the query and remembers the choice', async ({ page }) => {
    await page.goto('/en/energy/products?utm_source=newsletter');
    await page.getByRole('link', { name: 'Read this page in العربية' }).click();
    await expect(page).toHaveURL(/\/energy\/products\?utm_source=newsletter$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');

    // A later visit to an unprefixed address stays in the chosen language.
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    await page
      .getByRole('link', { name: /English/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await page.goto('/about');
    await expect(page).toHaveURL(/\/en\/about$/);
  });

  test('malformed language choices and odd addresses get a clean answer', async ({ request }) => {
    const badLng = await request.get('/about?lng=../../etc', { maxRedirects: 0 });
    expect(badLng.status()).toBe(307);
    expect(badLng.headers().location).toBe('/about');
    const unknown = await request.get('/this/page/does/not/exist', { maxRedirects: 0 });
    expect(unknown.status()).toBe(307);
    expect(unknown.headers().location).toBe('/');
    const longUrl = await request.get('/' + 'x'.repeat(3000), { maxRedirects: 0 });
    expect(longUrl.status()).toBeLessThan(500);
    const badEncoding = await request.get('/%E0%A4%A', { maxRedirects: 0 });
    expect(badEncoding.status()).toBeLessThan(500);
  });

});

test.describe('translation files', () => {
  test('are served per language and namespace', async ({ request }) => {
    const response = await request.get('/locales/ar/common.json');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.brand.group).toBe('مجموعة الساحل الصناعية');
  });

  test('refuse unknown languages, namespaces and paths outside the folder', async ({ request }) => {
    for (const path of ['/locales/fr/common.json', '/locales/en/secrets.json', '/locales/en/..%2F..%2Fpackage.json', '/locales/en/common']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('theme', () => {
  test('starts light, switches to dark and stays dark on the next page without a flash', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/en');
    await expect(page.locator('body')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('body')).toHaveClass(/dark/);
    expect(problems).toEqual([]);

    // The class must already be there when the HTML is parsed, before any script of the app runs.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/en/about', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('body')).toHaveClass(/dark/);
    await page.unroute('**/_next/static/**/*.js');
    await page.goto('/en/about');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('body')).not.toHaveClass(/dark/);
  });
});

test.describe('header navigation', () => {
  test('dropdowns open by keyboard, move with arrows and close with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/en/energy/home');
    const products = page.getByRole('button', { name: 'Products' });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: /Solar Panels/ }).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: /Solar Inverters/ }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeFocused();
  });

  test('dropdowns open on hover and lead to their pages', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Our Divisions' }).hover();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Electronics Division/ })
      .click();
    await expect(page).toHaveURL(/\/en\/electronics\/home$/);
    await expect(page.getByRole('link', { name: 'EMS Services' })).toBeVisible();
  });

  test('the active item is marked by path', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/en/energy/news');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'News' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('on a phone the menu opens, expands a group and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/energy/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Applications' }).click();
    await menu.getByRole('link', { name: 'Solar Lighting' }).click();
    await expect(page).toHaveURL(/\/en\/energy\/applications\/solar-lighting$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('on a phone the header is one 64 px bar, with the language toggle and the phone number in the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/energy/news');
    expect((await page.getByRole('banner').boundingBox())?.height).toBe(64);
    // The page starts below the fixed bar, not under it.
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())?.y).toBeGreaterThanOrEqual(64);
    await expect(page.getByRole('link', { name: 'Read this page in العربية' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: /24\/7 support/ })).toHaveAttribute('href', /^tel:\+/);
    await menu.getByRole('link', { name: 'Read this page in العربية' }).click();
    await expect(page).toHaveURL(/\/energy\/news$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('on a desktop the header keeps its 52 px top bar and 80 px main bar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/energy/news');
    expect((await page.getByRole('banner').boundingBox())?.height).toBe(132);
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())?.y).toBeGreaterThanOrEqual(132);
  });

  test('on a phone each menu group\'s "Explore all" leads to its overview', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Our Divisions' }).click();
    await menu.getByRole('link', { name: 'Explore all: Our Divisions' }).click();
    await expect(page).toHaveURL(/\/en#divisions$/);
    const divisions = page.locator('#divisions');
    await expect(divisions.getByRole('heading', { level: 2 })).toBeInViewport();
    for (const name of ['Energy', 'Electronics', 'Industrial Solutions']) {
      await expect(divisions.getByRole('heading', { level: 3, name, exact: true })).toBeAttached();
    }

    await page.goto('/en/energy/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const [group, overview] of [
      ['Applications', /^\/en\/energy\/applications\/overview$/],
      ['Products', /^\/en\/energy\/products$/],
    ] as const) {
      await menu.getByRole('button', { name: group, exact: true }).click();
      await expect(menu.getByRole('link', { name: `Explore all: ${group}` })).toHaveAttribute('href', overview);
    }
    // A group whose overview is already its first link does not repeat it.
    await menu.getByRole('button', { name: 'About Sahel Energy' }).click();
    await expect(menu.getByRole('link', { name: /^Explore all/ })).toHaveCount(2);
  });

  test('the floating panel offers call and mail shortcuts', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open quick contact' }).click();
    await expect(page.getByRole('link', { name: /Call us/ }).last()).toHaveAttribute('href', /^tel:\+/);
    await expect(page.getByRole('link', { name: /Email us/ }).last()).toHaveAttribute('href', /^mailto:/);
  });

  test('on a phone the contact button waits below the hero, stays off the legal links and comes back with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/energy/news');
    const button = page.getByRole('button', { name: 'Open quick contact' });
    await expect(button).not.toBeInViewport();
    await button.focus();
    await expect(button).toBeInViewport();
    await button.blur();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    await expect(button).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeInViewport();
    await expect(button).not.toBeInViewport();
  });
});

test.describe('navigation behaviour', () => {
  test('a client-side navigation opens the next page at the top, with the loader', async ({ page }) => {
    await page.goto('/en');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeAttached();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the first paint is never covered by the loader, and reduced motion skips it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en');
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeHidden();
  });
});

test.describe('operations', () => {
  test('health reports the database', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { state: 'up', kind: 'pglite' } });
  });

  test('pages carry canonical and reciprocal hreflang links', async ({ page }) => {
    await page.goto('/en/energy/products/solar-panels');
    const href = (selector: string) => page.locator(selector).getAttribute('href');
    expect(await href('link[rel="canonical"]')).toMatch(/^https?:\/\/[^/]+\/en\/energy\/products\/solar-panels$/);
    expect(await href('link[rel="alternate"][hreflang="ar"]')).toMatch(/^https?:\/\/[^/]+\/energy\/products\/solar-panels$/);
    expect(await href('link[rel="alternate"][hreflang="en"]')).toMatch(/\/en\/energy\/products\/solar-panels$/);
    expect(await href('link[rel="alternate"][hreflang="x-default"]')).toMatch(/^https?:\/\/[^/]+\/energy\/products\/solar-panels$/);
  });

  test('the sitemap lists every page in both languages', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain('/en/energy/calculator</loc>');
    expect(xml).toContain('/electronics/ems/smt-assembly</loc>');
  });
});
