import { createHash } from 'node:crypto';
import { expect, test, type Page } from './test';
import { staffAccount } from './environment';
import { asNewVisitor, watchConsole } from './support';

/** Every response, whatever it is, carries these. */
function expectBaseHeaders(headers: Record<string, string>) {
  expect(headers['strict-transport-security']).toBe('max-age=31536000');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Same origin only: the content editor frames its previews (draft pages); every page with a policy also says frame-ancestors 'none'.
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-powered-by']).toBeUndefined();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(directive);
  }
  return csp;
}

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

/** The CSP hash sources of a page's inline scripts (those a browser runs), computed here independently of the site. */
function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attributes = '']) => !/\ssrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes),
  );
  return [...new Set(scripts.map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`))];
}

/**
 * The MDN HTTP Observatory's header tests, as it scores them (penalties below 0, bonuses above): a page must lose no
 * point and score at least 100, its A+.
 */
function observatoryScore(headers: Record<string, string>): { score: number; findings: string[] } {
  const findings: string[] = [];
  let score = 100;
  const add = (points: number, finding: string) => {
    score += points;
    if (points < 0) findings.push(finding);
  };
  const csp = headers['content-security-policy'] ?? '';
  const scripts = directive(csp, 'script-src') || directive(csp, 'default-src');
  if (!csp) add(-25, 'no CSP');
  else if (/'unsafe-inline'|'unsafe-eval'|\sdata:|\shttps?:|\s\*(\s|$)/.test(scripts)) add(-20, `unsafe script sources: ${scripts}`);
  else if (!/object-src 'none'/.test(csp) && !/default-src 'none'/.test(csp)) add(-20, 'plugins allowed');
  const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1] ?? 0);
  if (maxAge < 15_552_000) add(-20, 'HSTS shorter than six months');
  if (headers['x-content-type-options'] !== 'nosniff') add(-5, 'no nosniff');
  if (/frame-ancestors 'none'|frame-ancestors 'self'/.test(csp)) add(5, 'framing refused by CSP');
  else if (!/^(DENY|SAMEORIGIN)$/i.test(headers['x-frame-options'] ?? '')) add(-20, 'framing allowed');
  if (/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(headers['referrer-policy'] ?? '')) add(5, 'private referrer');
  if (/^access-control-allow-origin$/i.test(Object.keys(headers).join('\n')) && headers['access-control-allow-origin'] === '*') add(-50, 'open CORS');
  return { score, findings };
}

test.describe('headers', () => {
  test('a page kept in the cache allows exactly its own inline scripts, by their hashes, and earns an A+', async ({ request }) => {
    for (const path of ['/', '/en/about', '/en/electronics/ems', '/energy/news/1', '/en/energy/news/1', '/en/contact', '/energy/home']) {
      // Twice: as first rendered, and as served from the cache.
      for (const visit of ['first', 'again']) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const headers = response.headers();
        const csp = expectBaseHeaders(headers);
        expect(csp.match(/default-src/g), `${path} carries one policy`).toHaveLength(1);
        const hashes = inlineScriptHashes(await response.text());
        expect(hashes.length, path).toBeGreaterThan(1);
        expect(directive(csp, 'script-src'), `${path} ${visit}`).toBe(`script-src 'self' ${hashes.join(' ')}`);
        expect(observatoryScore(headers), path).toEqual({ score: 110, findings: [] });
        expect(headers['permissions-policy'], path).toContain('geolocation=()');
      }
    }
  });

  test('pages rendered per request, API answers and files allow no inline script but by a fresh nonce', async ({ request }) => {
    for (const path of [
      '/en/energy/news',
      '/search?q=solar',
      '/energy/contact',
      '/api/health',
      '/locales/en/common.json',
      '/media/news/999999.webp',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const csp = expectBaseHeaders(response.headers());
      const scripts = directive(csp, 'script-src');
      expect(scripts, path).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'sha256-[^']+' 'strict-dynamic'$/);
      expect(observatoryScore(response.headers()), path).toEqual({ score: 110, findings: [] });
      if (response.headers()['content-type']?.startsWith('text/html')) {
        const nonce = /'nonce-([^']+)'/.exec(scripts)![1];
        const html = await response.text();
        const unmarked = [...html.matchAll(/<script\b([^>]*)>/gi)].filter(
          ([, attributes = '']) => !attributes.includes(`nonce="${nonce}"`) && !/ld\+json/.test(attributes),
        );
        // The theme script alone goes by its hash.
        expect(unmarked.length, path).toBeLessThanOrEqual(1);
      }
    }
    for (const path of ['/fonts/ibm-plex-sans-latin-400-v2.woff2', '/icons.svg']) {
      const response = await request.get(path);
      expect(directive(expectBaseHeaders(response.headers()), 'script-src'), path).toBe("script-src 'self'");
    }
  });

  test('the calculator alone allows its map, place search and geolocation', async ({ request }) => {
    for (const path of ['/energy/calculator', '/en/energy/calculator?grid=on']) {
      const response = await request.get(path);
      const csp = expectBaseHeaders(response.headers());
      expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[^']+' 'sha256-[^']+' 'strict-dynamic'$/);
      // The test server's place search is on this site's own address.
      expect(directive(csp, 'connect-src')).toMatch(/^connect-src 'self' http:\/\/127\.0\.0\.1:\d+$/);
      expect(response.headers()['permissions-policy']).toContain('geolocation=(self)');
      expect(response.headers()['permissions-policy']).toContain('microphone=()');
    }
  });

  test('staff screens get a fresh nonce per request, and Next marks its scripts with it', async ({ request }) => {
    const nonces = [];
    for (const path of ['/admin/login', '/en/admin/login']) {
      const response = await request.get(path);
      const csp = expectBaseHeaders(response.headers());
      const nonce = /'nonce-([^']+)'/.exec(directive(csp, 'script-src'))?.[1];
      expect(directive(csp, 'script-src')).toContain("'strict-dynamic'");
      expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
      expect(await response.text()).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('prerendered pages are still prerendered', async ({ request }) => {
    for (const path of ['/en/about', '/energy/home', '/en/electronics/ems']) {
      const response = await request.get(path);
      // Next names it once per layer that served the prerendered page.
      expect(response.headers()['x-nextjs-prerender'], path).toMatch(/^1(, 1)*$/);
      expect(response.headers()['cache-control'], path).toContain('s-maxage=31536000');
    }
  });
});

/** Fails the test on any policy violation the browser reports, in the console or as an event. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  return violations;
}

async function themeToggleWorks(page: Page) {
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
  await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
}

test.describe('in the browser nothing is blocked and pages come alive', () => {
  for (const path of ['/', '/en', '/en/electronics/ems', '/en/contact', '/en/energy/news']) {
    test(path, async ({ page }) => {
      const violations = await watchPolicy(page);
      const problems = watchConsole(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // The images the scroll brought into view (lazy ones) have loaded, so a blocked request would have been reported.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.images]
              .filter((image) => image.getBoundingClientRect().bottom > 0 && image.getBoundingClientRect().top < innerHeight)
              .every((image) => image.complete),
          ),
        )
        .toBe(true);
      if (path === '/') {
        await expect(page.locator('body')).toBeVisible();
      } else {
        await themeToggleWorks(page);
      }
      expect(violations).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('the calculator up to its map, and back from a public page by a link', async ({ page }) => {
    const violations = await watchPolicy(page);
    const problems = watchConsole(page);
    await page.goto('/en/energy/home', { waitUntil: 'networkidle' });
    // Arriving by a link loads the calculator as a whole document, so its own policy (with the map's) is in force.
    const calculatorDocument = page.waitForResponse(
      (response) => response.request().resourceType() === 'document' && response.url().includes('/calculator'),
    );
    await page.getByRole('link', { name: 'Off-grid: size my system' }).click();
    await expect(page).toHaveURL(/\/en\/energy\/calculator\?grid=off$/);
    expect((await calculatorDocument).headers()['permissions-policy']).toContain('geolocation=(self)');
    // Once alive, Enter on the bill moves on to the area step and its map (before that it sends the plain form).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.getByLabel('Monthly bill (SAR)').fill('900');
    await page.keyboard.press('Enter');
    const map = page.getByRole('region', { name: 'Map: outline your roof' });
    await map.waitFor();
    await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await themeToggleWorks(page);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('staff sign-in and a signed-in screen run under their nonce', async ({ page }) => {
    await asNewVisitor(page);
    const violations = await watchPolicy(page);
    const problems = watchConsole(page);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/en/admin/login');
    // The theme script ran (allowed by its hash): the page opened dark.
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await page.getByLabel('Work email').fill(staffAccount.email);
    await page.getByLabel('Password').fill(staffAccount.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
    await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
    await page.goto('/en/energy/admin/news', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });
});

// What a stored injection would look like: markup the site did not write, inside the page as served, headers and all.
test.describe('an injected inline script is blocked, and the page still comes alive', () => {
  for (const [kind, path] of [
    ['prerendered page', '/en/about'],
    ['article', '/energy/news/1'],
    ['calculator', '/en/energy/calculator'],
    ['form page', '/en/contact'],
    ['page rendered per request', '/en/energy/news'],
  ] as const) {
    test(`${kind} ${path}`, async ({ page }) => {
      const violations = await watchPolicy(page);
      await page.route(
        (url) => url.pathname === new URL(path, 'http://x').pathname,
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.continue();
          const response = await route.fetch();
          const html = (await response.text()).replace('</body>', '<script>window.injected = true</script></body>');
          await route.fulfill({ response, body: html });
        },
      );
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
      await expect.poll(() => violations.filter((text) => /script-src/.test(text))).not.toEqual([]);
      // Only the injected script: every script the site wrote ran (the page came alive, above).
      expect(violations.filter((text) => !/^script-src(-elem)?: inline$/.test(text) && !/Content Security Policy/.test(text))).toEqual([]);
      expect(violations.filter((text) => /^script-src(-elem)?: inline$/.test(text))).toHaveLength(1);
    });
  }
});
