import { expect, test, type Page } from './test';
import { watchConsole } from './support';
import type { Locator } from '@playwright/test';

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

  test('an unprefixed address is Arabic whoever asks; the bare home address follows the cookie, then the browser, then Arabic', async ({
    request,
  }) => {
    const byCookie = await request.get('/about', { headers: { Cookie: 'i18next=en', 'Accept-Language': 'en' }, maxRedirects: 0 });
    expect(byCookie.status()).toBe(200);
    expect(await byCookie.text()).toMatch(/<html[^>]*lang="ar"/);

    const homeByCookie = await request.get('/', { headers: { Cookie: 'i18next=en', 'Accept-Language': 'ar' }, maxRedirects: 0 });
    expect(homeByCookie.headers().location).toBe('/en');
    const homeByBrowser = await request.get('/', { headers: { 'Accept-Language': 'en-GB,en;q=0.8' }, maxRedirects: 0 });
    expect(homeByBrowser.headers().location).toBe('/en');
    const homeByDefault = await request.get('/', { headers: { 'Accept-Language': 'fr' }, maxRedirects: 0 });
    expect(homeByDefault.status()).toBe(200);
  });

  test('the toggle opens the same page in the other language, keeps the query and remembers the choice', async ({ page }) => {
    await page.goto('/en/energy/products?utm_source=newsletter');
    await page.getByRole('link', { name: 'Read this page in العربية' }).click();
    await expect(page).toHaveURL(/\/energy\/products\?utm_source=newsletter$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');

    // A later visit to the home address opens it in the chosen language.
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    await page.goto('/contact');
    await page
      .getByRole('link', { name: /English/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
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
  /** The page as first painted: the app's scripts blocked, so only the inline theme script has run. */
  async function firstPaint(page: Page, path: string) {
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.unroute('**/_next/static/**/*.js');
  }

  test('starts light on a light device, switches to dark and stays dark on the next page without a flash', async ({ page }) => {
    const problems = watchConsole(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/en');
    await expect(page.locator('body')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('body')).toHaveClass(/dark/);
    expect(problems).toEqual([]);

    // The class must already be there when the HTML is parsed, before any script of the app runs.
    await firstPaint(page, '/en/about');
    await expect(page.locator('body')).toHaveClass(/dark/);
    await page.goto('/en/about');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('body')).not.toHaveClass(/dark/);
  });

  test('follows a dark device from the first paint until the visitor chooses, then keeps their choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await firstPaint(page, '/en/about');
    await expect(page.locator('body')).toHaveClass(/dark/);

    await page.goto('/en/about');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('body')).not.toHaveClass(/dark/);
    await firstPaint(page, '/en/about');
    await expect(page.locator('body')).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('body')).not.toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test('without a choice, the page follows the device when it switches', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/en');
    await expect(page.locator('body')).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('body')).toHaveClass(/dark/);
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
    await expect(page.getByRole('link', { name: 'Electronics Manufacturing', exact: true })).toBeVisible();
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

  test('on a phone the header is one 64 px bar with the language toggle in it; the theme and phone number sit in the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/energy/news');
    const banner = page.getByRole('banner');
    expect((await banner.boundingBox())?.height).toBe(64);
    // The page starts below the fixed bar, not under it.
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())?.y).toBeGreaterThanOrEqual(64);

    const toggle = banner.getByRole('link', { name: 'Read this page in العربية' });
    await expect(toggle).toBeInViewport({ ratio: 1 });
    await expect(toggle).toHaveText('عربي');
    for (const target of [toggle, banner.getByRole('link', { name: 'Search the site' }), banner.getByRole('button', { name: 'Open menu' })]) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
    }

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: /24\/7 support/ })).toHaveAttribute('href', /^tel:\+/);
    await expect(menu.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await page.keyboard.press('Escape');

    await toggle.click();
    await expect(page).toHaveURL(/\/energy\/news$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('banner').getByRole('link', { name: /^اقرأ هذه الصفحة باللغة .*English.*$/ })).toHaveText('EN');
  });

  test('the catalogue icon is labelled Products and leads to the area’s catalogue, in English', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('href', '/en/energy/products');
  });

  test.describe('in Arabic', () => {
    test.use({ locale: 'ar' });

    test('the catalogue icon is labelled المنتجات', async ({ page }) => {
      await page.goto('/energy/home');
      await expect(page.getByRole('banner').getByRole('link', { name: 'المنتجات', exact: true })).toHaveAttribute('href', '/energy/products');
    });

    test('an Arabic phone number sits at the card’s start edge and still reads left to right', async ({ page }) => {
      await page.goto('/energy/home');
      const open = page.getByRole('button', { name: 'فتح قائمة التواصل السريع' });
      const panel = page.locator(`[id="${await open.getAttribute('aria-controls')}"]`);
      await open.click();
      const call = panel.getByRole('link', { name: /اتصل بنا/ });
      const line = await numberLine(call.getByText(/^\+966/));
      // …while the number itself keeps its left-to-right order.
      expect(line).toEqual({ own: 'ltr', line: 'rtl', align: 'start', gapAtStart: 0 });
    });

    test('the contact page’s phone card starts its number at the card’s start edge', async ({ page }) => {
      await page.goto('/contact');
      const line = await numberLine(
        page
          .getByRole('main')
          .getByText(/^\+966/)
          .first(),
      );
      expect(line).toEqual({ own: 'ltr', line: 'rtl', align: 'start', gapAtStart: 0 });
    });
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
  /** `timerAt`: when a bare 300 ms timer started at the click fired, the floor a busy machine puts under the bar's own delay. */
  type Timings = { clickedAt?: number; timerAt?: number; barAt?: number; arrivedAt?: number; goneAt?: number };

  /** Notes, in the page's own clock, when a link is clicked, when the bar shows, when the next page is there and when the bar goes. */
  async function watchNavigation(page: Page, nextPath: string) {
    await page.evaluate((nextPath) => {
      const timings: Timings = {};
      (window as unknown as { timings: Timings }).timings = timings;
      window.addEventListener(
        'click',
        () => {
          timings.clickedAt = performance.now();
          setTimeout(() => (timings.timerAt = performance.now()), 300);
        },
        { capture: true },
      );
      new MutationObserver(() => {
        const now = performance.now();
        const bar = document.querySelector('[data-navigation-progress]');
        if (bar && timings.barAt === undefined) timings.barAt = now;
        if (!bar && timings.barAt !== undefined && timings.goneAt === undefined) timings.goneAt = now;
        if (location.pathname === nextPath && timings.arrivedAt === undefined) timings.arrivedAt = now;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, nextPath);
    return () => page.evaluate(() => (window as unknown as { timings: Timings }).timings);
  }

  /** The next page's own request waits `ms` (its prefetches are refused, so the click has to ask for it). */
  async function slowDown(page: Page, path: string, ms: number) {
    await page.route(
      (url) => url.pathname === path && url.searchParams.has('_rsc'),
      async (route) => {
        if (route.request().headers()['next-router-prefetch']) return route.abort();
        await new Promise((resolve) => setTimeout(resolve, ms));
        await route.continue().catch(() => {});
      },
    );
  }

  test('a quick page opens at its top with no bar and nothing over the page', async ({ page }) => {
    // Watched from the start: the page may prefetch it as soon as it comes alive, before the scroll.
    const prefetched = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/en/about' && (response.request().headers()['next-router-segment-prefetch'] ?? '').includes('__PAGE__');
    });
    await page.goto('/en');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await prefetched;
    const timings = await watchNavigation(page, '/en/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await timings()).not.toHaveProperty('barAt');
    await expect(page.getByRole('status').filter({ hasText: 'Loading the page' })).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a slow page shows a thin bar after 300 ms, keeps the page readable and drops the bar the moment the page is there', async ({ page }) => {
    // Slow enough that the checks below, made while the page loads, finish before it arrives on a busy machine.
    await slowDown(page, '/en/about', 3000);
    await page.goto('/en');
    const timings = await watchNavigation(page, '/en/about');
    const middle = () => page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.outerHTML.slice(0, 200));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const before = await middle();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();

    const bar = page.locator('[data-navigation-progress]');
    await expect(bar).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the page…' })).toHaveCount(1);
    const { height, y } = (await bar.boundingBox())!;
    expect(y).toBe(0);
    expect(height).toBeLessThanOrEqual(4);
    // The page being left is not covered: the middle of the window still shows what it showed before the click.
    expect(await middle()).toBe(before);
    await expect(page).toHaveURL(/\/en$/);

    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Loading the page' })).toHaveCount(0);
    const { clickedAt, timerAt, barAt, arrivedAt, goneAt } = await timings();
    expect(barAt! - clickedAt!).toBeGreaterThanOrEqual(300);
    // Within 0.7 s of when the page's own 300 ms timer could fire: a loaded machine delays both alike (the floor).
    expect(barAt! - timerAt!).toBeLessThan(700);
    expect(goneAt! - arrivedAt!).toBeLessThan(50);
  });

  test('with reduced motion the bar still shows a slow page, standing still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await slowDown(page, '/en/about', 1500);
    await page.goto('/en');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    const bar = page.locator('[data-navigation-progress] > div');
    await expect(bar).toBeVisible();
    expect(await bar.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(bar).toHaveCount(0);
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

/** How a phone number sits in its line: its own direction, the line's, and the gap at the line's start edge (RTL). */
function numberLine(number: Locator) {
  return number.evaluate((element) => {
    const block = element.closest('span:not(bdi), div')!;
    const range = document.createRange();
    range.selectNodeContents(element);
    return {
      own: getComputedStyle(element).direction,
      // The line holding the number runs in the page's direction, so the number starts at the card's start edge…
      line: getComputedStyle(block).direction,
      align: getComputedStyle(block).textAlign,
      gapAtStart: Math.round(block.getBoundingClientRect().right - range.getBoundingClientRect().right),
    };
  });
}
