import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { editorAccount, staffAccount } from './environment';
import { asNewVisitor } from './support';

async function signIn(page: Page, locale: 'ar' | 'en' = 'en', account = staffAccount, lands = /\/admin\/leads$/) {
  await page.goto(locale === 'en' ? '/en/admin/login' : '/admin/login?lng=ar');
  await page.getByLabel(locale === 'en' ? 'Work email' : 'البريد الإلكتروني للعمل').fill(account.email);
  await page.getByLabel(locale === 'en' ? 'Password' : 'كلمة المرور').fill(account.password);
  await page.getByRole('button', { name: locale === 'en' ? 'Sign in' : 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(lands);
}

async function sendEnquiry(page: Page, name: string, message: string) {
  await asNewVisitor(page);
  await page.goto('/en/contact');
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^Email address/).fill('buyer@example.com');
  await page.getByLabel(/^Service/).selectOption('pcba-manufacturing');
  await page.getByLabel(/^Message/).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();
}

test.describe('nobody who is not signed in reaches a staff screen', () => {
  for (const path of [
    '/admin/leads',
    '/en/admin/leads',
    '/admin/leads/1',
    '/en/admin/leads/1?x=1',
    '/energy/admin/news',
    '/en/energy/admin/news',
    '/admin',
  ]) {
    test(`${path} sends a visitor to sign-in`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toMatch(/\/admin\/login\?next=/);
    });
  }

  test('a forged session cookie gets the sign-in page, not the data', async ({ page, context }) => {
    await context.addCookies([{ name: 'session', value: 'forged-token', domain: '127.0.0.1', path: '/' }]);
    await page.goto('/en/admin/leads');
    await expect(page).toHaveURL(/\/en\/admin\/login\?next=%2Fadmin%2Fleads/);
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  });

  test('the CSV export answers 401 without a session', async ({ request }) => {
    expect((await request.get('/api/admin/leads/export')).status()).toBe(401);
  });
});

test('sign-in refuses a wrong password and then locks the account for this address', async ({ page }) => {
  let answered = 0;
  page.on('response', (response) => {
    if (response.request().method() === 'POST') answered += 1;
  });
  await page.goto('/en/admin/login', { waitUntil: 'networkidle' });
  const email = `nobody-${Date.now()}@example.com`;
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => answered, { timeout: 20_000 }).toBe(attempt);
    await expect(page.getByRole('alert').filter({ hasText: /\w/ })).toContainText(
      attempt <= 5 ? 'The email or password is incorrect.' : /Too many failed attempts/,
    );
  }
});

test('staff read a new lead at once, change its status, export the list and sign out', async ({ page }) => {
  const name = `Lead ${Date.now()}`;
  await sendEnquiry(page, name, 'Line one\nLine two <script>alert(1)</script>');

  await page.goto('/en/admin/leads');
  await expect(page).toHaveURL(/\/en\/admin\/login/);
  await signIn(page);
  await expect(page.getByRole('navigation', { name: 'Staff navigation' }).getByText(/new lead/)).toBeAttached();

  await page.getByLabel('Search').fill(name);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'lead' })).toHaveText('1 lead');
  // Every value the visitor typed sits in its own isolate (<bdi>), so its direction cannot reorder the screen around it.
  await expect(page.getByRole('link', { name }).locator('bdi')).toHaveText(name);
  await expect(page.locator('tbody bdi[dir="ltr"]', { hasText: 'buyer@example.com' })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 }).locator('bdi')).toHaveText(name);
  await expect(page.locator('bdi', { hasText: 'Line two <script>alert(1)</script>' })).toBeVisible();
  await expect(page.locator('dd bdi[dir="ltr"]', { hasText: 'buyer@example.com' })).toBeVisible();
  // The notification e-mail went out through the outbox.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Sent', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.getByLabel('Status', { exact: true }).selectOption('contacted');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Status saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await page.getByLabel('Search').fill(name);
  await page.getByLabel('Status', { exact: true }).selectOption('contacted');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(name);
  expect(csv).toContain('contacted');

  // A request from another site is refused even with the staff member's cookies.
  const foreign = await page.request.get('/api/admin/leads/export', { headers: { Origin: 'https://evil.example' } });
  expect(foreign.status()).toBe(403);

  const cookie = (await page.context().cookies()).find((c) => c.name === 'session')!;
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();

  // The old session is ended on the server, not only forgotten by the browser.
  await page.context().addCookies([{ name: 'session', value: cookie.value, domain: '127.0.0.1', path: '/' }]);
  await page.goto('/en/admin/leads');
  await expect(page).toHaveURL(/\/en\/admin\/login/);
});

test('the inbox works in Arabic, right to left', async ({ page }) => {
  await signIn(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'صندوق العملاء المحتملين' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('a news editor works on the news and never sees a lead, in the pages or through the export', async ({ page }) => {
  const name = `Private lead ${Date.now()}`;
  await sendEnquiry(page, name, 'Personal details only administrators may read.');

  await page.goto('/en/admin/login?next=%2Fadmin%2Fleads');
  await signIn(page, 'en', editorAccount, /\/en\/energy\/admin\/news$/);
  const staffNav = page.getByRole('navigation', { name: 'Staff navigation' });
  await expect(staffNav.getByRole('link', { name: 'News editor' })).toBeVisible();
  await expect(staffNav.getByRole('link', { name: /^Leads/ })).toHaveCount(0);

  // The inbox and every lead id, existing or not, answer the same 403 page: an editor cannot tell which leads exist.
  const bodies = new Set<string>();
  for (const path of ['/en/admin/leads', '/en/admin/leads/1', '/en/admin/leads/999999']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { name: 'This screen is not part of your role' })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    bodies.add(await page.locator('main').innerText());
  }
  expect(bodies.size).toBe(1);
  await page.getByRole('link', { name: 'Go to your work' }).click();
  await expect(page).toHaveURL(/\/en\/energy\/admin\/news$/);

  const exported = await page.request.get('/api/admin/leads/export', { headers: { 'sec-fetch-site': 'same-origin' } });
  expect(exported.status()).toBe(403);
  expect(await exported.text()).not.toContain(name);

  await page.goto('/admin/leads?lng=ar');
  await expect(page.getByRole('heading', { name: 'هذه الشاشة خارج صلاحيات دورك' })).toBeVisible();
  expect((await page.request.get('/admin/leads/2')).status()).toBe(403);
});
