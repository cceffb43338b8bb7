import type { Page } from '@playwright/test';
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
 * Each test gets its own client address, so the per-address enquiry limit never couples tests together: the test
 * server trusts one proxy (`TRUSTED_PROXY_HOPS=1`, playwright.config.ts), and the last entry sent here is what it saw.
 */
export async function asNewVisitor(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}, 10.${Date.now() % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}
