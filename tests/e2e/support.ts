import { expect, type Page } from '@playwright/test';
import { defaultLocale, type Locale } from '../../src/i18n/config';
import { localizedPath } from '../../src/i18n/paths';

export { localizedPath };
export const bothLocales: Locale[] = [defaultLocale, 'en'];

/** Collects console errors and uncaught exceptions of a page, for tests that fail on any. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  return problems;
}

/**
 * A made-up client address (and proxy hop), so the per-address limits never couple tests together: the test
 * server trusts one proxy (`TRUSTED_PROXY_HOPS=1`, playwright.config.ts), and the last entry sent here is what it saw.
 */
export function visitorAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `198.51.100.${part()}, 10.${Date.now() % 250}.${part()}.${part()}`;
}

/** Each test gets its own client address, so the per-address enquiry limit never couples tests together. */
export async function asNewVisitor(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorAddress() });
}

/** Signs in through the English sign-in page and waits for the account's start screen. */
export async function signInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/en/admin/login');
  await page.getByLabel('Work email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/(admin\/leads|energy\/admin\/news)$/);
  // The account's screen has come alive, so what the test does next is handled by React, not the plain form.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

/** Writes every word the template left empty, in both languages, as an editor would field by field. */
export function filledIn(value: unknown, where = ''): unknown {
  if (Array.isArray(value)) return value.map((item, index) => filledIn(item, `${where}.${index}`));
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if (Object.keys(object).length === 2 && typeof object.ar === 'string' && typeof object.en === 'string') {
    return object.en ? object : { ar: `نص ${where.length}`, en: `Words for ${where}` };
  }
  return Object.fromEntries(Object.entries(object).map(([key, field]) => [key, filledIn(field, `${where}.${key}`)]));
}
