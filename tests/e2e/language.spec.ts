import { expect, test } from './test';

/**
 * Issue 23, item 3: an address says its language, so pages can be cached by address. The visitor's language is
 * detected only at the bare home address `/` and on `?lng=`; elsewhere a reader of the other language is offered the
 * page's twin by a small suggestion drawn in the browser.
 */

const product = '/energy/products/solar-panels';

test.describe('a reader of English on an Arabic page', () => {
  test.use({ locale: 'en-US' });

  test('gets the Arabic page with a suggestion in English, which leads to the English twin and is remembered once dismissed', async ({
    page,
    context,
  }) => {
    const response = await page.goto(product);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${product}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    const suggestion = page.getByRole('link', { name: 'Read this page in English' });
    await expect(suggestion).toBeVisible();
    await expect(suggestion.locator('xpath=..')).toHaveAttribute('lang', 'en');
    await expect(suggestion.locator('xpath=..')).toHaveAttribute('dir', 'ltr');
    await suggestion.click();
    await expect(page).toHaveURL(new RegExp(`/en${product}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Following it remembered the choice; the English page suggests nothing.
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe('en');
    await expect(page.getByRole('link', { name: 'اقرأ هذه الصفحة بالعربية' })).toHaveCount(0);

    // An Arabic page reached later still offers English, until the visitor says no.
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.getByRole('button', { name: 'Dismiss this suggestion' }).click();
    await expect(page.getByRole('link', { name: 'Read this page in English' })).toHaveCount(0);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read this page in English' })).toHaveCount(0);
  });

  test('reaches the suggestion by keyboard, with 40 px targets clear of the contact button on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/energy/about');
    const suggestion = page.getByRole('link', { name: 'Read this page in English' });
    const dismiss = page.getByRole('button', { name: 'Dismiss this suggestion' });
    await expect(suggestion).toBeVisible();
    // Right after the skip link in the tab order.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(suggestion).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dismiss).toBeFocused();

    for (const target of [suggestion, dismiss]) {
      const box = (await target.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(40);
    }
    // Past the hero the contact button shows at the page's end corner; the suggestion sits at its start, clear of it.
    await page.mouse.wheel(0, 1200);
    const contact = page.getByRole('button', { name: 'فتح قائمة التواصل السريع' });
    await expect(contact).toBeInViewport();
    const button = (await contact.boundingBox())!;
    const card = (await dismiss.locator('xpath=..').boundingBox())!;
    // Arabic: start is the right-hand side, the contact button at the left.
    expect(card.x).toBeGreaterThanOrEqual(button.x + button.width);
    expect(card.x + card.width).toBeLessThanOrEqual(390);
    expect(card.y + card.height).toBeLessThanOrEqual(844);
  });

  test('sees nothing without JavaScript, and the page is otherwise the same', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/energy/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read this page in English' })).toHaveCount(0);
    await context.close();
  });

  test('is not offered English on staff screens', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'تسجيل الدخول', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read this page in English' })).toHaveCount(0);
  });
});

test('a visitor who chose Arabic is offered the Arabic twin of an English page, in Arabic', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18next', value: 'ar', url: baseURL! }]);
  await page.goto('/en/energy/about');
  const suggestion = page.getByRole('link', { name: 'اقرأ هذه الصفحة بالعربية' });
  await expect(suggestion).toBeVisible();
  await expect(suggestion.locator('xpath=..')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'إغلاق هذا الاقتراح' })).toBeVisible();
  await expect(suggestion).toHaveAttribute('href', '/energy/about?lng=ar');
});

test('a visitor whose browser reads Arabic is not offered English on Arabic pages', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-SA' });
  const page = await context.newPage();
  await page.goto('/energy/about');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read this page in English' })).toHaveCount(0);
  await context.close();
});

test.describe('the bare home address', () => {
  test('sends a reader of English arriving there to /en, privately, and keeps everyone else on the Arabic home page', async ({ request }) => {
    for (let visit = 0; visit < 2; visit += 1) {
      const arabic = await request.get('/', { headers: { 'Accept-Language': 'ar-SA,ar;q=0.9' }, maxRedirects: 0 });
      expect(arabic.status()).toBe(200);
      expect(await arabic.text()).toContain('<html lang="ar" dir="rtl"');
    }
    // Even right after the Arabic home page has been served to others at the same address.
    const english = await request.get('/', { headers: { 'Accept-Language': 'en-GB,en;q=0.9,ar;q=0.5' }, maxRedirects: 0 });
    expect(english.status()).toBe(307);
    expect(english.headers()['location']).toBe('/en');
    expect(english.headers()['cache-control']).toBe('private, no-store');
    const withQuery = await request.get('/?utm_source=mail', { headers: { 'Accept-Language': 'en' }, maxRedirects: 0 });
    expect(withQuery.headers()['location']).toBe('/en?utm_source=mail');

    const chose = await request.get('/', { headers: { 'Accept-Language': 'ar', Cookie: 'i18next=en' }, maxRedirects: 0 });
    expect(chose.status()).toBe(307);
    const choseArabic = await request.get('/', { headers: { 'Accept-Language': 'en', Cookie: 'i18next=ar' }, maxRedirects: 0 });
    expect(choseArabic.status()).toBe(200);
  });

  test('other Arabic addresses are Arabic whoever asks', async ({ request }) => {
    for (const headers of [{ 'Accept-Language': 'en-US,en' }, { Cookie: 'i18next=en' }] as Record<string, string>[]) {
      const response = await request.get('/about', { headers, maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('<html lang="ar" dir="rtl"');
    }
  });
});

test('no page varies on the visitor’s language or cookies, so a shared cache can keep each by its address', async ({ request }) => {
  const pages = [
    '/',
    '/about',
    '/en/about',
    '/energy/about',
    '/en/energy/about',
    '/energy/news/1',
    '/en/energy/news/1',
    '/energy/calculator',
    '/contact',
  ];
  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0, headers: { 'Accept-Language': 'ar' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['vary'] ?? '', path).not.toMatch(/accept-language|cookie/i);
    expect(response.headers()['set-cookie'], path).toBeUndefined();
  }
});
