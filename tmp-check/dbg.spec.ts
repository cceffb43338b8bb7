import { test, expect } from '@playwright/test';
const base = 'http://127.0.0.1:3400';
test('dbg', async ({ page }) => {
  await page.goto(`${base}/en/admin/login`);
  await page.getByLabel('Work email').fill('admin@example.com');
  await page.getByLabel('Password').fill('A long password 2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/admin\/leads/);
  page.on('response', (r) => { if (r.url().includes('certificates')) console.log(r.status(), r.url(), r.headers()['location'] ?? ''); });
  await page.goto(`${base}/en/admin/certificates`);
  await page.getByRole('link', { name: /ISO 9001/ }).click();
  await page.waitForTimeout(3000);
  console.log('URL', page.url());
  const r = await page.request.get(`${base}/en/admin/certificates/1`, { maxRedirects: 0 });
  console.log('direct', r.status(), r.headers()['location']);
});
