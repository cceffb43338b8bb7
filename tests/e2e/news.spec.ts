import { expect, test } from './test';
import { staffAccount } from './environment';
import { signInAs, watchConsole } from './support';

test.describe('the news list', () => {
  test('shows featured stories and the latest news, newest first', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/en/energy/news');
    await expect(page.getByRole('heading', { level: 2, name: 'Featured stories' })).toBeVisible();
    const featured = page.locator('section[aria-labelledby="featured-heading"] article');
    await expect(featured.first()).toContainText('How net billing works');
    await expect(page.getByRole('heading', { level: 2, name: 'Latest news' })).toBeVisible();
    const dates = await page
      .locator('section[aria-labelledby="latest-heading"] time')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime')!));
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(problems).toEqual([]);
  });

  test('filters by category and searches, keeping both in the address', async ({ page }) => {
    await page.goto('/en/energy/news');
    await page.getByText('Filter by category').click();
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Regulations' }).click();
    await expect(page).toHaveURL(/category=\d+/);
    await expect(page.getByRole('heading', { level: 2, name: 'Regulations' })).toBeVisible();
    await expect(page.getByRole('link', { name: /How net billing works/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Regulations' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('searchbox', { name: 'Search the news' }).fill('BIDIRECTIONAL');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=BIDIRECTIONAL/);
    await expect(page).toHaveURL(/category=\d+/);
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “BIDIRECTIONAL”' })).toBeVisible();
    await expect(page.getByRole('link', { name: /How net billing works/ })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search the news' }).fill('no such words anywhere');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No news found')).toBeVisible();
    await page.getByRole('link', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL(/\/en\/energy\/news$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Featured stories' })).toBeVisible();
  });

  test('searches in Arabic for the Arabic reader', async ({ page }) => {
    await page.goto('/energy/news?lng=ar');
    await page.getByRole('searchbox', { name: 'ابحث في الأخبار' }).fill('المزارع');
    await page.getByRole('button', { name: 'بحث' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'نتائج البحث عن «المزارع»' })).toBeVisible();
    const results = page.locator('section[aria-labelledby="latest-heading"]');
    await expect(results.getByRole('link', { name: /كيف تختار نظامك الشمسي/ })).toBeVisible();
    // Articles that never mention farms are not listed.
    await expect(results.getByRole('link', { name: /IPC-A-610/ })).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('search and categories still work', async ({ page }) => {
      await page.goto('/en/energy/news');
      await page.getByRole('searchbox', { name: 'Search the news' }).fill('inspection');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('link', { name: /IPC-A-610 Class 3/ })).toBeVisible();
      await page.getByText('Filter by category').click();
      await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Technology' }).click();
      await expect(page).toHaveURL(/q=inspection&category=\d+/);
      await expect(page.getByRole('link', { name: /IPC-A-610 Class 3/ })).toBeVisible();
      // The net billing explainer mentions inspection too, but under Regulations.
      await expect(page.getByRole('link', { name: /How net billing works/ })).toHaveCount(0);
    });
  });
});

test.describe('an article', () => {
  test('reads with its date, reading time, author, tags and related articles', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/en/energy/news');
    await page
      .getByRole('link', { name: /How net billing works/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('How net billing works');
    // The seeded explainers are dated when the database was created, not years ago.
    const published = page.locator('main time').first();
    await expect(published).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const publishedAt = Date.parse((await published.getAttribute('datetime'))!);
    expect(Date.now() - publishedAt).toBeLessThan(7 * 24 * 3600_000);
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
    await expect(page.getByText(/^By /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
    const related = page.locator('section[aria-labelledby="related-heading"] article');
    // The other two explainers at least (other tests may add articles meanwhile), never this one.
    await expect.poll(() => related.count()).toBeGreaterThanOrEqual(2);
    await expect(related.filter({ hasText: 'How net billing works' })).toHaveCount(0);

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('NewsArticle');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\/news\/.+\.webp$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL(/\/en\/energy\/news$/);
    expect(problems).toEqual([]);
  });

  test('the Arabic article shows an Arabic Gregorian date in Western digits', async ({ page }) => {
    await page.goto('/energy/news/3?lng=ar');
    await expect(page.getByText(/\d{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) 20\d\d/).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/[٠-٩]/);
    await expect(page.getByRole('link', { name: 'العودة إلى الأخبار' })).toBeVisible();
  });

  test('share copies the address when the device has no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    // A seeded article: other tests add and delete their own articles in parallel.
    await page.goto('/en/energy/news/1');
    await page.getByRole('button', { name: 'Share this article' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByText('Link copied to clipboard!')).toBeHidden({ timeout: 5_000 });
  });

  for (const path of ['/en/energy/news/999999', '/en/energy/news/not-a-number', '/en/energy/news/0']) {
    test(`${path} says "Article not found." with a 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Article not found.' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to News' }).click();
      await expect(page).toHaveURL(/\/en\/energy\/news$/);
    });
  }

  test('the Arabic reader gets the message in Arabic', async ({ page }) => {
    const response = await page.goto('/energy/news/abc?lng=ar');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'المقال غير موجود.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'العودة إلى الأخبار' })).toBeVisible();
  });
});

test('what an editor publishes, changes and deletes, a visitor in another browser sees at once, in each language', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAs(page, staffAccount);
  const unique = `Heliostat${Date.now()}`;
  const body = {
    sectionId: 'energy',
    categoryId: 1,
    title: { ar: '', en: `${unique} field trial in Tabuk` },
    excerpt: { ar: '', en: 'A short English-only summary of the trial.' },
    content: { ar: '', en: 'First paragraph.\n\nSecond paragraph.' },
    author: { ar: 'فريق الهندسة', en: 'Engineering Team' },
    tags: { ar: '', en: 'Trial, Tabuk' },
    image: '/images/news/jeddah-rooftop-plant.webp',
    featured: false,
  };
  const headers = { Origin: baseURL! };
  const created = await page.request.post('/api/admin/news', { data: body, headers });
  expect(created.status()).toBe(201);
  const { article } = (await created.json()) as { article: { id: number } };

  const visitor = await browser.newContext({ locale: 'ar-SA' });
  const reader = await visitor.newPage();
  try {
    await reader.goto(`/energy/news?q=${unique}`);
    const card = reader.getByRole('link', { name: new RegExp(unique) });
    await expect(card).toBeVisible();
    // Written in English only: the Arabic page shows the English title, marked as English.
    await expect(reader.locator('h3[lang="en"]', { hasText: unique })).toBeVisible();
    await card.click();
    await expect(reader.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(reader.getByText('بقلم فريق الهندسة')).toBeVisible();

    await reader.goto(`/en/energy/news?q=${encodeURIComponent('tabuk')}`);
    await expect(reader.getByRole('link', { name: new RegExp(unique) })).toBeVisible();

    const updated = await page.request.put(`/api/admin/news/${article.id}`, {
      data: { ...body, title: { ar: `تجربة ${unique} في تبوك`, en: `${unique} trial extended` } },
      headers,
    });
    expect(updated.status()).toBe(200);
    await reader.goto(`/energy/news/${article.id}?lng=ar`);
    // The Latin name sits in its own left-to-right isolate, as every Latin run in Arabic text does (decision 009).
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`تجربة \u2066${unique}\u2069 في تبوك`);
    await reader.goto(`/en/energy/news/${article.id}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`${unique} trial extended`);

    expect((await page.request.delete(`/api/admin/news/${article.id}`, { headers })).status()).toBe(200);
    expect((await reader.goto(`/en/energy/news/${article.id}`))?.status()).toBe(404);
    await reader.goto(`/en/energy/news?q=${unique}`);
    await expect(reader.getByText('No news found')).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('an uploaded image is re-encoded, served at a stable address with long caching, and bad files are refused', async ({
  page,
  baseURL,
  request,
}) => {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#007d85' } })
    .png()
    .toBuffer();
  expect(
    (await request.post('/api/admin/news/images', { multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: png } } })).status(),
  ).toBe(401);

  await signInAs(page, staffAccount);
  const headers = { Origin: baseURL! };
  const upload = (name: string, buffer: Buffer, mimeType = 'image/png') =>
    page.request.post('/api/admin/news/images', { headers, multipart: { file: { name, mimeType, buffer } } });

  const accepted = await upload('roof.png', png);
  expect(accepted.status()).toBe(201);
  const { url, width, height } = (await accepted.json()) as { url: string; width: number; height: number };
  expect(url).toMatch(/^\/media\/news\/[a-z0-9-]+\.webp$/);
  expect([width, height]).toEqual([1200, 675]);
  const served = await request.get(url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toContain('immutable');

  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  expect(await (await upload('logo.png', svg)).json()).toEqual({ error: 'type' });
  expect(await (await upload('setup.png', Buffer.from('MZ\x90\x00\x03 this is a program'))).json()).toEqual({ error: 'type' });
  expect(await (await upload('half.png', png.subarray(0, Math.floor(png.length * 0.6)))).json()).toEqual({ error: 'unreadable' });
  const wide = await sharp({ create: { width: 2000, height: 500, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  expect(await (await upload('wide.png', wide)).json()).toEqual({ error: 'width' });
  expect((await request.get('/media/news/does-not-exist.webp')).status()).toBe(404);
});

test('a long list pages through older articles, also without JavaScript', async ({ page, browser, baseURL }) => {
  await signInAs(page, staffAccount);
  const word = `Pagetest${Date.now()}`;
  const headers = { Origin: baseURL! };
  const ids: number[] = [];
  for (let i = 1; i <= 7; i += 1) {
    const response = await page.request.post('/api/admin/news', {
      headers,
      data: {
        sectionId: 'energy',
        categoryId: 1,
        title: { ar: '', en: `${word} number ${i}` },
        excerpt: { ar: '', en: 'Paging check.' },
        content: { ar: '', en: 'Body.' },
        author: { ar: '', en: 'Tests' },
        tags: { ar: '', en: '' },
        image: '/images/news/jeddah-rooftop-plant.webp',
        featured: false,
      },
    });
    ids.push(((await response.json()) as { article: { id: number } }).article.id);
  }
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const reader = await visitor.newPage();
  try {
    await reader.goto(`/en/energy/news?q=${word}`);
    await expect(reader.getByText('7 articles')).toBeVisible();
    await expect(reader.locator('section[aria-labelledby="latest-heading"] article')).toHaveCount(6);
    await expect(reader.getByText('Page 1 of 2')).toBeVisible();
    await expect(reader.getByRole('link', { name: `${word} number 7` })).toBeVisible();
    await reader.getByRole('link', { name: 'Older articles' }).click();
    await expect(reader).toHaveURL(new RegExp(`q=${word}&page=2$`));
    await expect(reader.locator('section[aria-labelledby="latest-heading"] article')).toHaveCount(1);
    await expect(reader.getByRole('link', { name: `${word} number 1` })).toBeVisible();
    await reader.getByRole('link', { name: 'Newer articles' }).click();
    await expect(reader.getByText('Page 1 of 2')).toBeVisible();
  } finally {
    await visitor.close();
    await page.request.post('/api/admin/news/delete', { headers, data: { ids } });
  }
});
