import { test, expect } from '@playwright/test';
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] } });
const base = 'http://127.0.0.1:3400';
test('shots', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const [lang, scheme, width] of [['ar', 'dark', 390], ['en', 'light', 1280], ['ar', 'light', 1280], ['en', 'dark', 390]] as const) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await ctx.newPage();
    const prefix = lang === 'ar' ? '' : '/en';
    await page.goto(`${base}/en/admin/login`);
    await page.getByLabel('Work email').fill('admin@example.com');
    await page.getByLabel('Password').fill('A long password 2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/admin\/leads/);
    await page.goto(`${base}${prefix}/admin/content/energy-products-solar-panels`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const panel = page.locator('#schedule-panel-title').locator('..');
    const when = panel.locator('#schedule-at');
    await when.evaluate((i) => i.removeAttribute('min'));
    await when.fill('2020-01-01T09:00');
    await panel.locator('button[type=submit]').last().click();
    await expect(panel.getByRole('alert')).toBeVisible();
    await panel.screenshot({ path: `tmp-check/panel-refused-${lang}-${scheme}-${width}.png` });
    await when.fill('2027-01-05T09:30');
    await panel.locator('select').selectOption('unpublish').catch(() => {});
    await panel.locator('select').selectOption('publish').catch(() => {});
    await panel.locator('button[type=submit]').last().click();
    await expect(panel.getByRole('status')).toBeVisible();
    await panel.screenshot({ path: `tmp-check/panel-${lang}-${scheme}-${width}.png` });
    await page.goto(`${base}${prefix}/admin/content?state=scheduled`);
    await page.screenshot({ path: `tmp-check/list-${lang}-${scheme}-${width}.png` });
    await ctx.close();
  }
});
