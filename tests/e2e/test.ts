import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, with pages that wait to come alive. The load event a navigation waits for does not mean React
 * has hydrated the page yet, so its buttons may not work: here `goto`, `reload`, `goBack` and `goForward` also wait
 * for the page's hydration mark (`<html data-hydrated>`), as a visitor's first tap would have to. Documents without
 * the site's scripts (files) are not waited on, nor is a navigation given its own `waitUntil`.
 */
const alive = new WeakSet<Page>();

function waitsToComeAlive(page: Page) {
  if (alive.has(page)) return;
  alive.add(page);
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      // A test that names what to wait for (e.g. `commit`, with the scripts blocked) gets just that.
      const options = args.find((argument): argument is { waitUntil?: string } => typeof argument === 'object' && argument !== null);
      if (options?.waitUntil !== undefined && options.waitUntil !== 'load') return response;
      await page.waitForFunction(
        () => document.documentElement?.hasAttribute('data-hydrated') || !document.querySelector('script[src*="/_next/static/"]'),
      );
      return response;
    };
  }
}

export const test = base.extend<{ context: BrowserContext }>({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      context.pages().forEach(waitsToComeAlive);
      context.on('page', waitsToComeAlive);
    }
    await provide(context);
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) waitsToComeAlive(page);
    await provide(page);
  },
});
