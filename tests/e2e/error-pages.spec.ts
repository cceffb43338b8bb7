import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './test';
import type { Locale } from '../../src/i18n/config';
import { staffAccount } from './environment';
import { bothLocales, localizedPath, signInAs } from './support';

/** The copy the pages must show, read from the message files. */
const messages = (locale: Locale, namespace: string) => JSON.parse(fs.readFileSync(`src/messages/${locale}/${namespace}.json`, 'utf8'));
const errors = {
  ar: messages('ar', 'errors') as typeof import('../../src/messages/en/errors.json'),
  en: messages('en', 'errors') as typeof import('../../src/messages/en/errors.json'),
};
const articleCopy = { ar: errors.ar.notFound.article, en: errors.en.notFound.article };
const leadCopy = { ar: messages('ar', 'admin').lead as Record<string, string>, en: messages('en', 'admin').lead as Record<string, string> };

/** What a browser without JavaScript shows: the HTML without its scripts, as text. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/**
 * Fetches `url` as a browser without JavaScript would (no redirects followed) and checks the not-found page is in the
 * server's HTML: status 404, the language and direction, the heading, the site's header and footer, the ways on.
 */
async function expectNotFound(request: APIRequestContext, url: string, locale: Locale, heading = errors[locale].notFound.heading) {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(404);
  const html = await response.text();
  const text = visibleText(html);
  expect(html, url).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`);
  expect(html, url).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  expect(html, url).toContain('<header');
  expect(html, url).toContain('<footer');
  expect(html, url).toContain(`action="${localizedPath('/search', locale)}"`);
  for (const label of [errors[locale].search.button, errors[locale].notFound.contact]) expect(text, url).toContain(label);
  return { response, html, text };
}

const token = () => `zz${Math.random().toString(36).slice(2, 10)}`;

test.describe('missing articles and leads are answered with their page in the server HTML (issue 11, finding 6)', () => {
  for (const locale of bothLocales) {
    for (const id of ['999999', 'not-a-number', '1.5']) {
      const url = localizedPath(`/energy/news/${id}`, locale);
      test(`${url}: 404 with "Article not found." and the way back, without JavaScript`, async ({ request }) => {
        const { response, text } = await expectNotFound(request, url, locale, articleCopy[locale].heading);
        expect(text).toContain(articleCopy[locale].back);
        expect(response.headers()['cache-control'] ?? '').toMatch(/no-store/);
      });
    }
  }

  test('a signed-in staff member gets the missing lead page with 404; anyone else is asked to sign in', async ({ page, request }) => {
    expect((await request.get('/en/admin/leads/999999', { maxRedirects: 0 })).status()).toBe(307);
    expect((await request.get('/en/admin/leads/999999', { maxRedirects: 0, headers: { cookie: 'session=forged' } })).status()).not.toBe(404);

    await signInAs(page, staffAccount);
    for (const locale of bothLocales) {
      // The reader's language choice (the browser asks for English): Arabic addresses then stay Arabic.
      await page.request.get(`${localizedPath('/admin/leads', locale)}?lng=${locale}`);
      const response = await page.request.get(localizedPath('/admin/leads/999999', locale), { maxRedirects: 0 });
      expect(response.status(), `${locale}: redirected to ${response.headers().location}`).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(visibleText(html)).toContain(leadCopy[locale].notFound);
      expect(visibleText(html)).toContain(leadCopy[locale].back);
    }
  });
});

test.describe('unknown addresses (issue 11, findings 7 and 11)', () => {
  test('answer the branded not-found page in the address language, with 404, and write nothing to disk', async ({ request }) => {
    const distDir = path.resolve('.next');
    const measured = [path.join(distDir, 'server'), path.join(distDir, 'cache')];
    const tokens = Array.from({ length: 20 }, token);
    const paths: [string, Locale][] = tokens.map((t, i) => {
      const shapes: [string, Locale][] = [
        [`/${t}.css`, 'ar'],
        [`/en/${t}.php`, 'en'],
        [`/${t}/wp-login.php`, 'ar'],
        [`/en/energy/${t}.png`, 'en'],
        [`/images/${t}.svg`, 'ar'],
        [`/${t}.b/energy/home`, 'ar'],
        [`/en/electronics/${t}/x.js`, 'en'],
        [`/api/${t}`, 'ar'],
        [`/_vercel/${t}`, 'ar'],
        [`/en/energy/news/${t}`, 'en'],
      ];
      return shapes[i % shapes.length]!;
    });

    // One address of each kind first: the first visit of a page may copy its prerendered files once.
    for (const [p, locale] of paths.slice(0, 10)) await request.get(p.replace(/zz\w+/, `warm${locale}`));
    const before = snapshot(measured);

    for (const [p, locale] of paths) {
      const heading = p.includes('/energy/news/') ? articleCopy[locale].heading : undefined;
      await expectNotFound(request, p, locale, heading);
    }
    // Unknown page addresses without a dot go home, as the spec asks; they cost nothing either.
    for (const t of tokens.slice(0, 4)) {
      const response = await request.get(`/en/${t}/page`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toMatch(/\/en$/);
    }

    const after = snapshot(measured);
    const written = [...after].filter(([file, size]) => before.get(file) !== size);
    const named = written.filter(([file]) => tokens.some((t) => file.includes(t)));
    expect(named.map(([file]) => file)).toEqual([]);
    // Other tests may open real pages meanwhile (their prerendered files are copied on first visit, and an article is
    // kept under its revision when first visited): those are not ours.
    const growth = written.filter(
      ([file]) =>
        !/[/\\]\$[/\\](ar|en)([/\\.]|$)/.test(file) &&
        !/[/\\]energy[/\\]news[/\\]\d+[/\\]/.test(file) &&
        !file.includes(`${path.sep}images${path.sep}`),
    );
    const bytes = growth.reduce((sum, [file, size]) => sum + size - (before.get(file) ?? 0), 0);
    expect(bytes, growth.map(([file]) => file).join('\n')).toBeLessThan(8 * 1024);
  });
});

/** Sizes of every file under the given folders. */
function snapshot(folders: string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) sizes.set(file, fs.statSync(file).size);
    }
  };
  for (const folder of folders) if (fs.existsSync(folder)) walk(folder);
  return sizes;
}

/**
 * A database outage: a second server on the same build whose database cannot be reached. Pages that read it show
 * the site's own error page, translated, inside the area's header and footer, with the ways on.
 */
test.describe('a database outage (issue 11, finding 7)', () => {
  const port = Number(process.env.E2E_PORT || 3100) + 50;
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
      env: {
        ...process.env,
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-outage-')),
      },
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const up = await fetch(`${origin}/api/health`).then(
        () => true,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the outage server did not start');
  });

  test.afterAll(() => {
    server?.kill();
  });

  for (const locale of bothLocales) {
    test(`${locale}: the news page shows the translated error page inside the energy header and footer`, async ({ page }) => {
      const copy = errors[locale].error;
      // `?lng=` chooses the language whatever the browser asks for, as a reader's choice would.
      const response = await page.goto(`${origin}${localizedPath('/energy/news', locale)}?lng=${locale}`);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1, name: copy.heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('button', { name: copy.retry })).toBeVisible();
      await expect(page.getByRole('button', { name: copy.back })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: copy.home })).toHaveAttribute('href', localizedPath('/', locale));
      await expect(page.getByRole('main').getByRole('link', { name: copy.contact })).toHaveAttribute('href', localizedPath('/contact', locale));
      await expect(page.getByRole('main').getByRole('search')).toBeVisible();
    });
  }
});

test.describe('pages that are found do not carry the not-found view (issue 12)', () => {
  for (const locale of bothLocales) {
    for (const page of ['/about', '/electronics/ems', '/energy/news', '/energy/news/1']) {
      const url = localizedPath(page, locale);
      test(`${url}: the not-found view is not in its HTML or script payload, only loaded if a boundary shows it`, async ({ request }) => {
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).not.toContain(errors[locale].notFound.eyebrow);
        expect(html).not.toContain(errors[locale].notFound.heading);
      });
    }
  }
});
