import { expect, test, type Page } from './test';
import { staffAccount } from './environment';
import { asNewVisitor, watchConsole } from './support';

/** Every response, whatever it is, carries these. */
function expectBaseHeaders(headers: Record<string, string>) {
  expect(headers['strict-transport-security']).toBe('max-age=31536000');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-powered-by']).toBeUndefined();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(directive);
  }
  return csp;
}

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

test.describe('headers', () => {
  test('public pages, articles, API answers, media and translation files get the public policy', async ({ request }) => {
    for (const path of ['/', '/en/about', '/en/energy/news/1', '/api/health', '/locales/en/common.json', '/media/news/999999.webp', '/en/nowhere']) {
      const response = await request.get(path, { maxRedirects: 0 });
      const csp = expectBaseHeaders(response.headers());
      expect(directive(csp, 'script-src'), path).toBe("script-src 'self' 'unsafe-inline'");
      expect(response.headers()['permissions-policy'], path).toContain('geolocation=()');
      expect(response.headers()['permissions-policy'], path).toContain('camera=(), display-capture=()');
    }
  });

  test('the calculator alone allows its map, place search and geolocation', async ({ request }) => {
    for (const path of ['/energy/calculator', '/en/energy/calculator?grid=on']) {
      const response = await request.get(path);
      const csp = expectBaseHeaders(response.headers());
      expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
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
