import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from './test';
import { areaNavigations } from '../../src/config/navigation';
import { openPageRoutes, pendingPaths, redirects } from '../../src/config/routes';
import { namespaces } from '../../src/i18n/config';
import { splitLocale } from '../../src/i18n/paths';
import { bothLocales, localizedPath, watchConsole } from './support';
import { cutTableCells } from './table-cues';

/**
 * The site audit: every public route of the registry, in both languages, on the production build.
 * A page fails on a bad status, a console error, a broken internal link or image, a raw translation
 * key, a serious/critical accessibility violation, or (on a phone) a table column off-screen, and the failure
 * names the route and the reason.
 */

// Links and images repeat on every page (header, footer): each worker checks each address once.
const checked = new Map<string, Promise<string | null>>();

function isPending(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return pendingPaths.includes(path);
}

function checkAddress(request: APIRequestContext, url: string): Promise<string | null> {
  if (!checked.has(url)) {
    checked.set(
      url,
      request
        .get(url, { maxRedirects: 5, failOnStatusCode: false })
        .then((response) => (response.status() === 200 ? null : `${url} answered ${response.status()}`))
        .catch((error: Error) => `${url} failed: ${error.message}`),
    );
  }
  return checked.get(url)!;
}

// An Arabic-reading browser: unprefixed (Arabic) addresses are then served, not redirected to English.
test.use({ locale: 'ar-SA' });

const rawKey = new RegExp(`\\b(?:${namespaces.join('|')})\\.[a-zA-Z][\\w-]*(?:\\.[\\w-]+)+`);

test.beforeAll(() => {
  console.log(`Pending pages (linked, built by a later issue): ${pendingPaths.join(', ')}`);
});

/** Per-request pages beyond the registry's own: a seeded article, a filtered news list, a calculator result, an enquiry carrying it and search results. */
const samplePaths = [
  '/energy/news/1',
  '/energy/news?category=1&q=solar',
  '/energy/calculator?grid=on&type=residential&bill=900&area=120',
  '/energy/contact?grid=off&bill=600&area=50',
  '/search?q=solar',
];

/** Pages checked for accessibility whole, shell included: each area's home (one per header and footer) and the samples. */
const wholePageChecks = new Set([...Object.values(areaNavigations).map((navigation) => navigation.home), ...samplePaths]);

test('every page checked whole is one the audit opens', () => {
  const audited = new Set([...openPageRoutes.map((route) => route.path), ...samplePaths]);
  expect([...wholePageChecks].filter((path) => !audited.has(path))).toEqual([]);
});

for (const path of [...openPageRoutes.map((route) => route.path), ...samplePaths]) {
  for (const locale of bothLocales) {
    const url = localizedPath(path, locale);

    test(`page ${url}`, async ({ page, request }) => {
      const problems = watchConsole(page);
      const response = await page.goto(encodeURI(url), { waitUntil: 'load' });
      expect(response?.status(), `${url}: HTTP status`).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1').first(), `${url}: page has a heading`).toBeVisible();

      const text = await page.locator('body').innerText();
      expect(text.match(rawKey)?.[0], `${url}: raw translation key on the page`).toBeUndefined();

      const { links, images } = await page.evaluate(() => ({
        links: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
        images: [...document.querySelectorAll('img')].map((img) => img.currentSrc || img.src).filter(Boolean),
      }));
      const origin = new URL(page.url()).origin;
      const internal = [...new Set(links.map((href) => new URL(href)).filter((link) => link.origin === origin))]
        .map((link) => link.origin + link.pathname + link.search)
        .filter((href) => !isPending(new URL(href).pathname));
      const unique = [...new Set([...internal, ...images])];
      const broken = (await Promise.all(unique.map((address) => checkAddress(request, address)))).filter(Boolean);
      expect(broken, `${url}: broken links or images`).toEqual([]);

      // The header and footer are the same on every page of an area: checked whole on each area's first page (and
      // the samples), and otherwise only the page's own content, which is where pages differ. A page's two languages
      // are one markup with mirrored words (the raw-key check above reads both): its content is checked in Arabic,
      // the site's first language, and in English too where the page is checked whole (axe is most of the audit's time).
      const whole = wholePageChecks.has(path);
      const axe =
        whole || locale === 'ar'
          ? await (whole ? new AxeBuilder({ page }) : new AxeBuilder({ page }).include('#main')).analyze()
          : { violations: [] };
      const serious = axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        );
      expect(serious, `${url}: accessibility violations`).toEqual([]);

      // Pages with a table once more on a 390 px phone, every table shown (closed details opened, inactive tabs
      // revealed): each cell of each table must be fully on screen, the table fitting or stacking its columns.
      if ((await page.locator('table').count()) > 0) {
        await page.evaluate(() => {
          for (const details of Array.from(document.querySelectorAll('details'))) details.open = true;
          for (const panel of Array.from(document.querySelectorAll('[data-inactive]'))) panel.removeAttribute('data-inactive');
        });
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await page.evaluate(cutTableCells), `${url}: table cells off-screen at 390 px`).toEqual([]);
      }

      expect(problems, `${url}: console errors`).toEqual([]);
    });
  }
}

test('every redirect of the route table answers with its target', async ({ request }) => {
  for (const { from, to } of redirects) {
    for (const locale of bothLocales) {
      const response = await request.get(encodeURI(localizedPath(from, locale)), { maxRedirects: 0 });
      expect([307, 308], `${from} (${locale})`).toContain(response.status());
      expect(response.headers().location, `${from} (${locale})`).toBe(localizedPath(to, locale));
    }
  }
});
