import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from './test';
import sharp from 'sharp';
import { seedArticles } from '../../src/features/news/seed-content';
import { staffAccount } from './environment';

// The tests add and delete articles; one at a time keeps the table's "newest first" predictable.
test.describe.configure({ mode: 'serial' });

async function signIn(page: Page, locale: 'ar' | 'en' = 'en') {
  if (locale === 'en') {
    await page.goto(`/en/admin/login?next=${encodeURIComponent('/energy/admin/news')}`);
    await page.getByLabel('Work email').fill(staffAccount.email);
    await page.getByLabel('Password').fill(staffAccount.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/energy\/admin\/news$/);
  } else {
    await page.goto('/admin/login?lng=ar');
    await page.getByLabel('البريد الإلكتروني للعمل').fill(staffAccount.email);
    await page.getByLabel('كلمة المرور').fill(staffAccount.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
  }
}

/** Writes an image made by sharp (or any bytes) to a temporary file for `setInputFiles`. */
async function tempFile(name: string, content: Buffer | Promise<Buffer>): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'news-admin-')), name);
  fs.writeFileSync(file, await content);
  return file;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 125, b: 133 } } })
    .png()
    .toBuffer();

type ApiArticle = { id: number; title: { ar: string; en: string }; image: string; publishedAt: string };

/** The staff API as the panel calls it; mutating calls carry this site's Origin, as a browser's do. */
function api(request: APIRequestContext) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  return {
    list: async () =>
      (await (await request.get('/api/admin/news')).json()) as { articles: ApiArticle[]; categories: { id: number; sectionId: string }[] },
    async body(titleEn: string) {
      const { articles, categories } = await this.list();
      return {
        sectionId: 'energy',
        categoryId: categories.find((category) => category.sectionId === 'energy')!.id,
        title: { ar: `مقال اختبار ${titleEn}`, en: titleEn },
        excerpt: { ar: 'ملخص قصير للاختبار', en: 'A short excerpt for the test.' },
        content: { ar: 'نص المقال', en: 'Body of the article.' },
        author: { ar: 'فريق الاختبار', en: 'Test team' },
        tags: { ar: 'اختبار', en: 'test' },
        image: articles[0]!.image,
        featured: false,
      };
    },
    async create(titleEn: string) {
      const response = await request.post('/api/admin/news', { data: await this.body(titleEn), headers: { Origin: origin } });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { article: ApiArticle }).article;
    },
    async update(id: number, titleEn: string) {
      const response = await request.put(`/api/admin/news/${id}`, { data: await this.body(titleEn), headers: { Origin: origin } });
      expect(response.status()).toBe(200);
    },
    async remove(ids: number[]) {
      if (ids.length) await request.post('/api/admin/news/delete', { data: { ids }, headers: { Origin: origin } });
    },
  };
}

const row = (page: Page, text: string | RegExp): Locator => page.getByRole('row').filter({ hasText: text });

test.describe('the news API refuses what it must', () => {
  test('anonymous requests get 401', async ({ request }) => {
    expect((await request.get('/api/admin/news')).status()).toBe(401);
    expect((await request.post('/api/admin/news', { data: {} })).status()).toBe(401);
    expect((await request.put('/api/admin/news/1', { data: {} })).status()).toBe(401);
    expect((await request.delete('/api/admin/news/1')).status()).toBe(401);
    expect((await request.post('/api/admin/news/delete', { data: { ids: [1] } })).status()).toBe(401);
    const upload = await request.post('/api/admin/news/images', {
      multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: await png(10, 10) } },
    });
    expect(upload.status()).toBe(401);
  });

  test('a signed-in request from another site gets 403', async ({ page }) => {
    await signIn(page);
    const foreign = { Origin: 'https://evil.example' };
    expect((await page.request.post('/api/admin/news', { data: {}, headers: foreign })).status()).toBe(403);
    expect((await page.request.post('/api/admin/news/delete', { data: { ids: [1] }, headers: foreign })).status()).toBe(403);
    expect((await page.request.delete('/api/admin/news/1', { headers: foreign })).status()).toBe(403);
    const upload = await page.request.post('/api/admin/news/images', {
      headers: foreign,
      multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: await png(10, 10) } },
    });
    expect(upload.status()).toBe(403);
  });
});

test('the panel lists every article, shows statistics and recovers from a failed load', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'News editor', level: 1 })).toBeVisible();
  // Other tests add and delete their own articles meanwhile: the three seeded explainers are the stable part.
  const { articles: all } = await api(page.request).list();
  const articles = all.filter((article) => seedArticles.some((seed) => seed.title.en === article.title.en));
  expect(articles.length).toBe(seedArticles.length);
  for (const article of articles) await expect(row(page, article.title.en)).toBeVisible();
  await expect(page.getByText(/^Showing (\d+) of \1$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the energy site' })).toHaveAttribute('href', '/en/energy/home');

  const view = page.getByRole('link', { name: `View “${articles[0]!.title.en}” (opens in a new tab)` });
  await expect(view).toHaveAttribute('href', `/en/energy/news/${articles[0]!.id}`);
  await expect(view).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Statistics' }).click();
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByText('Total', { exact: true })).toBeVisible();
  await expect(stats.getByText('This Week', { exact: true })).toBeVisible();
  await expect(stats.getByText('Articles per category')).toBeVisible();
  await page.getByRole('button', { name: 'Statistics' }).click();
  await expect(stats).toBeHidden();

  // Filters: the category list follows the section; clearing brings every article back.
  await page.getByLabel('Search').fill('zz-no-such-article');
  await expect(page.getByText('No articles match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page.getByLabel('Search')).toHaveValue('');
  await expect(row(page, articles[0]!.title.en)).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.route('**/api/admin/news', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Failed to Load Admin Panel' })).toBeVisible();
  await expect(page.getByText('The server answered with an error (status 500).')).toBeVisible();
  await expect(page.getByText(/json-server/)).toHaveCount(0);
  await page.unroute('**/api/admin/news');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(row(page, articles[0]!.title.en)).toBeVisible();
});

test('saving an empty form names every missing field and keeps what was typed; bad images are refused', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Add article' }).click();
  const form = page.getByRole('region', { name: 'Add article' });
  await expect(form.getByRole('heading', { name: 'Add article' })).toBeFocused();
  await expect(page.getByRole('table')).toBeHidden();

  await form.getByLabel('Author (English)').fill('Kept author');
  await form.getByRole('button', { name: 'Publish article' }).click();
  for (const message of ['Title is required', 'Excerpt is required', 'Content is required']) {
    await expect(form.getByText(message)).toHaveCount(2);
  }
  for (const message of ['Section is required', 'Category is required', 'Image is required']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByText('Author is required')).toHaveCount(0);
  await expect(form.getByLabel('Author (English)')).toHaveValue('Kept author');
  await expect(form.getByLabel('Section')).toBeFocused();
  await expect(form.getByLabel('Section')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Category')).toBeDisabled();

  // Typing in one language satisfies the field: its messages go.
  await form.getByLabel('Title (English)').fill('Something');
  await expect(form.getByText('Title is required')).toHaveCount(0);

  const image = form.getByLabel('Article image');
  await image.setInputFiles(await tempFile('not-really.png', Buffer.from('This is plain text, not a picture.')));
  await expect(form.getByText('Invalid file type. Allowed types: jpeg, jpg, png, webp')).toBeVisible();
  await image.setInputFiles(await tempFile('too-wide.png', png(2000, 500)));
  await expect(form.getByText('Image width too large. Maximum width: 1920px')).toBeVisible();
  await image.setInputFiles(await tempFile('too-tall.png', png(800, 1200)));
  await expect(form.getByText('Image height too large. Maximum height: 1080px')).toBeVisible();

  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add article' })).toBeFocused();
});

test('staff publish an article in both languages with an uploaded image, then delete it', async ({ page }) => {
  await signIn(page);
  const title = `Solar farm handover ${Date.now()}`;
  const titleAr = `تسليم مزرعة شمسية ${Date.now()}`;
  await page.getByRole('button', { name: 'Add article' }).click();
  const form = page.getByRole('region', { name: 'Add article' });

  await form.getByLabel('Section').selectOption({ label: 'Energy' });
  await form.getByLabel('Category').selectOption({ label: 'Projects' });
  await form.getByLabel('Title (English)').fill(title);
  await form.getByLabel('Title (Arabic)').fill(titleAr);
  await expect(form.getByRole('group', { name: 'Text in Arabic' })).toHaveAttribute('dir', 'rtl');
  await expect(form.getByRole('group', { name: 'Text in English' })).toHaveAttribute('lang', 'en');
  const excerpt = 'A'.repeat(120);
  await form.getByLabel('Excerpt (English)').fill(excerpt);
  await expect(form.getByText('120 characters')).toBeVisible();
  await form.getByLabel('Excerpt (Arabic)').fill('سلّم فريق المشاريع محطة شمسية جديدة في جدة.');
  await form.getByLabel('Content (English)').fill('First paragraph.\n\nSecond paragraph.');
  await form.getByLabel('Content (Arabic)').fill('الفقرة الأولى.\n\nالفقرة الثانية.');
  await form.getByLabel('Author (English)').fill('Projects Desk');
  await form.getByLabel('Author (Arabic)').fill('فريق المشاريع');
  await form.getByLabel('Tags (English)').fill('solar, handover');
  await form.getByLabel('Tags (Arabic)').fill('طاقة شمسية، تسليم');

  await form.getByLabel('Article image').setInputFiles(await tempFile('plant.png', png(1200, 800)));
  await expect(form.getByRole('img', { name: 'Current article image' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Replace' })).toBeVisible();

  // Slow the answer down a little to see the busy label.
  await page.route('**/api/admin/news', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await form.getByRole('button', { name: 'Publish article' }).click();
  await expect(form.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Article published' })).toBeVisible();
  await page.unroute('**/api/admin/news');

  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText(title);
  await expect(first).toContainText('Projects');
  await expect(first.locator('img')).toHaveAttribute('src', /^\/media\/news\/[a-z0-9-]+\.webp$/);

  await first.getByRole('button', { name: `Delete “${title}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete article' });
  await expect(dialog).toContainText('Are you sure you want to delete this article?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Article deleted' })).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
});

test('markup written into every article field is shown as text on the public pages and in the panel', async ({ page }) => {
  await signIn(page);
  const marker = `Markup ${Date.now()}`;
  const payload = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">';
  const { articles, categories } = await api(page.request).list();
  const field = (value: string) => ({ ar: `${value} ${payload}`, en: `${value} ${payload}` });
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/admin/news', {
    headers: { Origin: origin },
    data: {
      sectionId: 'energy',
      categoryId: categories.find((category) => category.sectionId === 'energy')!.id,
      title: field(marker),
      excerpt: field('Excerpt'),
      content: field('Body\n\n<a href="javascript:window.__pwned=1">click</a>'),
      author: field('Author'),
      tags: { ar: '<svg onload=window.__pwned=1>', en: '<svg onload=window.__pwned=1>' },
      image: articles[0]!.image,
      featured: false,
    },
  });
  expect(response.status()).toBe(201);
  const { article } = (await response.json()) as { article: ApiArticle };
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });

  for (const path of [
    `/en/energy/news/${article.id}`,
    `/energy/news/${article.id}`,
    `/en/energy/news?q=${encodeURIComponent(marker)}`,
    '/en/energy/admin/news',
  ]) {
    const answer = await page.goto(path);
    const html = await answer!.text();
    expect(html, path).not.toContain(payload);
    expect(html, path).not.toContain('<svg onload');
    await expect(page.getByText(marker).first(), path).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), path).toBeUndefined();
    await expect(page.locator('a[href^="javascript:"]'), path).toHaveCount(0);
  }
  expect(dialogs).toBe(0);
  await api(page.request).remove([article.id]);
});

test('duplicating an article publishes a copy, and editing it changes its title', async ({ page }) => {
  await signIn(page);
  const title = `Storage pilot ${Date.now()}`;
  const source = await api(page.request).create(title);
  await page.reload();

  await row(page, title)
    .getByRole('button', { name: `Duplicate “${title}”` })
    .click();
  const form = page.getByRole('region', { name: 'Duplicate article' });
  await expect(form.getByLabel('Title (English)')).toHaveValue(`${title} (Copy)`);
  await expect(form.getByLabel('Title (Arabic)')).toHaveValue(`${source.title.ar} (نسخة)`);
  await expect(form.getByLabel('Featured article')).not.toBeChecked();
  await form.getByRole('button', { name: 'Publish article' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copy of the article published' })).toBeVisible();
  await expect(row(page, `${title} (Copy)`)).toBeVisible();
  await expect(row(page, title)).toHaveCount(2);
  // Focus goes back to the button that opened the form.
  await expect(
    row(page, new RegExp(`${title}(?! \\(Copy\\))`))
      .first()
      .getByRole('button', { name: /^Duplicate/ }),
  ).toBeFocused();

  await row(page, `${title} (Copy)`)
    .getByRole('button', { name: `Edit “${title} (Copy)”` })
    .click();
  const edit = page.getByRole('region', { name: 'Edit article' });
  await edit.getByLabel('Title (English)').fill(`${title} revised`);
  await page.route('**/api/admin/news/*', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Article updated' })).toBeVisible();
  await expect(row(page, `${title} revised`)).toBeVisible();
  await expect(row(page, `${title} (Copy)`)).toHaveCount(0);

  const { articles } = await api(page.request).list();
  await api(page.request).remove(articles.filter((article) => article.title.en.startsWith(title)).map((article) => article.id));
});

test('staff select two articles and delete them together after confirming', async ({ page }) => {
  await signIn(page);
  const token = `bulk-${Date.now()}`;
  const created = [await api(page.request).create(`${token} first`), await api(page.request).create(`${token} second`)];
  await page.reload();

  await page.getByLabel('Search').fill(token);
  await expect(row(page, token)).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all articles shown' }).check();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete articles' });
  await expect(dialog).toContainText('Are you sure you want to delete 2 selected articles?');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row(page, token)).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 articles deleted' })).toBeVisible();
  await expect(row(page, token)).toHaveCount(0);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await expect(row(page, token)).toHaveCount(0);
  const { articles } = await api(page.request).list();
  expect(articles.filter((article) => created.some((c) => c.id === article.id))).toEqual([]);
});

test('the panel works in Arabic, right to left', async ({ page }) => {
  await signIn(page, 'ar');
  await page.goto('/energy/admin/news');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'محرر الأخبار', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'المقالات' })).toBeVisible();
  await page.getByRole('button', { name: 'الإحصاءات' }).click();
  await expect(page.getByText('هذا الأسبوع', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'إضافة مقال' }).click();
  await page.getByRole('button', { name: 'نشر المقال' }).click();
  await expect(page.getByText('العنوان مطلوب')).toHaveCount(2);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('an article page is served from the cache after its first visit, and shows an edit or a deletion at once', async ({ page, playwright }) => {
  await signIn(page);
  const title = `Cached article ${Date.now()}`;
  const article = await api(page.request).create(title);
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const address = `/en/energy/news/${article.id}`;

  expect(await (await visitor.get(address)).text()).toContain(title);
  const again = await visitor.get(address);
  expect(await again.text()).toContain(title);
  // Kept in memory by `npm start` under the article's revision (scripts/page-cache.mjs): an Age says so.
  expect(again.headers()['age'], 'the second visit is not rendered again').toMatch(/^\d+$/);

  await api(page.request).update(article.id, `${title} revised`);
  const edited = await (await visitor.get(address)).text();
  expect(edited).toContain(`${title} revised`);
  expect((await visitor.get(`/energy/news/${article.id}`)).status()).toBe(200);

  await api(page.request).remove([article.id]);
  const gone = await visitor.get(address);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).not.toContain(title);
  await visitor.dispose();
});
