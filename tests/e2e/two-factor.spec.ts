import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { generate } from 'otplib';
import { twoFactorAccount } from './environment';

/** The form's refusal (Next's route announcer is an empty alert of its own). */
const refusal = (page: Page) => page.locator('[role="alert"]:not(#__next-route-announcer__)');

async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

/** The code the authenticator app shows now, or `steps` steps (of 30 seconds) later. */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function enterPassword(page: Page, account: { email: string; password: string }) {
  await page.goto('/en/admin/login');
  await page.getByLabel('Work email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function enterCode(page: Page, label: 'Verification code' | 'Recovery code', code: string) {
  await page.getByLabel(label).fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

/**
 * Sets up two-factor sign-in on the security screen (trying a wrong code first when told: a wrong code counts
 * against the address and the account's free tries); answers the secret and the recovery codes shown.
 */
async function enrol(page: Page, { tryWrongCode = false } = {}): Promise<{ secret: string; codes: string[] }> {
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: 'QR code to add your staff account to an authenticator app' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in an authenticator app on this device' })).toHaveAttribute(
    'href',
    new RegExp(`^otpauth://totp/.+\\?secret=${secret}&`),
  );
  if (tryWrongCode) {
    await page.getByLabel('6-digit code').fill('000000');
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(refusal(page)).toHaveText(/not correct/);
  }
  await page.getByLabel('6-digit code').fill(await codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expectAccessible(page);
  const codes = await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  return { secret, codes };
}

test.describe.serial('two-factor sign-in, set up of its own accord', () => {
  let secret = '';
  let codes: string[] = [];

  test('an editor sets it up from the security screen and gets ten recovery codes, shown once', async ({ page }) => {
    await enterPassword(page, twoFactorAccount);
    await expect(page).toHaveURL(/\/en\/energy\/admin\/news$/);
    await page.getByRole('link', { name: 'Sign-in security' }).click();
    await expect(page.getByRole('heading', { name: 'Sign-in security' })).toBeVisible();
    await expect(page.getByText('Two-factor sign-in is off', { exact: true })).toBeVisible();
    // The risk of waiting: whoever first holds the password could set it up with their own phone.
    await expect(page.getByText('Set it up before anyone else does')).toBeVisible();
    await expect(page.getByText(/Whoever first signs in with your password can set up two-factor sign-in on their own phone/)).toBeVisible();
    await expectAccessible(page);
    ({ secret, codes } = await enrol(page));
    await page.getByRole('link', { name: 'I have saved my codes' }).click();
    await expect(page).toHaveURL(/\/en\/energy\/admin\/news$/);
    await page.goto('/en/admin/security');
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in is on' })).toBeVisible();
    await expect(page.getByTestId('recovery-left')).toHaveText('10 recovery codes left');
    await expectAccessible(page);
    await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
  });

  test('after the password it asks for the code: a wrong or replayed code is refused, the next one signs in', async ({ page }) => {
    await enterPassword(page, twoFactorAccount);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    const field = page.getByLabel('Verification code');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expectAccessible(page);
    // No session yet: staff screens still send the browser to sign-in.
    expect((await page.request.get('/api/admin/news', { maxRedirects: 0 })).status()).toBe(401);

    await enterCode(page, 'Verification code', '000000');
    await expect(refusal(page)).toHaveText('That code is not correct, or it has already been used. Check it and try again.');
    // The next step's code is accepted too (clocks drift), and newer than the one that set it up.
    const next = await codeFor(secret, 1);
    await enterCode(page, 'Verification code', next);
    await expect(page).toHaveURL(/\/en\/energy\/admin\/news$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?signedOut=1$/);
    await enterPassword(page, twoFactorAccount);
    await enterCode(page, 'Verification code', next);
    await expect(refusal(page)).toHaveText(/already been used/);
  });

  test('a recovery code signs in once, and the security screen says how many are left', async ({ page }) => {
    await enterPassword(page, twoFactorAccount);
    await page.getByRole('link', { name: 'Lost your phone? Use a recovery code' }).click();
    await expect(page.getByText('Enter one of the recovery codes you saved')).toBeVisible();
    await enterCode(page, 'Recovery code', codes[0]!.toUpperCase());
    await expect(page).toHaveURL(/\/en\/admin\/security\?recovery=used/);
    await expect(page.getByText('You signed in with a recovery code, which cannot be used again. You have 9 codes left.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue to your work' }).click();
    await expect(page).toHaveURL(/\/en\/energy\/admin\/news$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?signedOut=1$/);
    await enterPassword(page, twoFactorAccount);
    await page.getByRole('link', { name: 'Lost your phone? Use a recovery code' }).click();
    await enterCode(page, 'Recovery code', codes[0]!);
    await expect(refusal(page)).toHaveText(/already been used/);
    await page.getByRole('button', { name: 'Cancel and sign in again' }).click();
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  });

  test('the code step works in Arabic too, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/admin/login?lng=ar');
    await page.getByLabel('البريد الإلكتروني للعمل').fill(twoFactorAccount.email);
    await page.getByLabel('كلمة المرور').fill(twoFactorAccount.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('heading', { name: 'التحقق بخطوتين' })).toBeVisible();
    await page.getByRole('link', { name: 'فقدت هاتفك؟ استخدم رمز استرداد' }).click();
    await page.getByLabel('رمز الاسترداد').fill(codes[1]!);
    await page.getByRole('button', { name: 'تحقّق وسجّل الدخول' }).click();
    await expect(page).toHaveURL(/\/admin\/security\?recovery=used/);
    await expect(page.getByText('تبقّت لديك 8 رموز.')).toBeVisible();
    await context.close();
  });
});

/**
 * The default setting, on a server of its own (the main test server requires two-factor sign-in of nobody, so the
 * other tests can sign in as the shared admin at once): an admin without it is held at setting it up.
 */
test.describe.serial('two-factor sign-in required of admins (the default)', () => {
  const port = Number(process.env.E2E_PORT || 3100) + 1;
  const base = `http://127.0.0.1:${port}`;
  const admin = { email: 'e2e-held-admin@example.com', password: 'Held admin tests 2026' };
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const env = { ...process.env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-2fa-')), STAFF_TWO_FACTOR: 'admins' };
    const tsx = 'node_modules/tsx/dist/cli.mjs';
    execFileSync(process.execPath, [tsx, 'scripts/user-create.ts', '--email', admin.email, '--password', admin.password, '--role', 'admin'], { env });
    server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], { env, stdio: 'ignore' });
    for (let i = 0; i < 100; i += 1) {
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error(`The second test server on port ${port} did not start.`);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('an admin is held at setting it up: other screens redirect, staff APIs refuse, until it is on', async ({ page }) => {
    await page.goto(`${base}/en/admin/login`);
    await page.getByLabel('Work email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${base}/en/admin/security?next=%2Fadmin%2Fleads`);
    await expect(page.getByText('Your role requires two-factor sign-in. Set it up now to continue to the staff tools.')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Staff navigation' });
    await expect(nav.getByRole('link')).toHaveText(['Sign-in security', 'View the site']);

    await page.goto(`${base}/en/energy/admin/news`);
    await expect(page).toHaveURL(`${base}/en/admin/security?next=%2Fenergy%2Fadmin%2Fnews`);
    const refused = await page.request.get(`${base}/api/admin/leads/export`, { headers: { origin: base } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toMatch(/two-factor sign-in/);
    expect((await page.request.get(`${base}/api/admin/news`)).status()).toBe(403);

    await enrol(page, { tryWrongCode: true });
    await page.getByRole('link', { name: 'I have saved my codes' }).click();
    await expect(page).toHaveURL(`${base}/en/energy/admin/news`);
    expect((await page.request.get(`${base}/api/admin/news`)).status()).toBe(200);
    await page.goto(`${base}/en/admin/security`);
    // Required of admins: it cannot be turned off, only moved to a new phone.
    await expect(page.getByRole('heading', { name: 'Move to a new phone' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Turn off two-factor sign-in' })).toHaveCount(0);
  });
});
