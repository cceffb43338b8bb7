import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from './test';
import { editorAccount } from './environment';
import { filledIn, signInAs } from './support';

/**
 * Issue 25 §2: the media library. An editor uploads a picture to the library (a file that lies about being one is
 * refused), describes it in both languages with a focal point, builds a new energy product whose header shows it,
 * chosen from the library in the editor, and publishes: the page keeps the focal point in view, the library lists the
 * product as a use and will not delete the picture, replacing the file reaches the page under a new revision, and once
 * the product is gone the picture can be deleted. Each run makes its own picture and product.
 */
test.describe.configure({ mode: 'serial' });

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const fileName = `roof-${tag}.png`;
const slug = `library-panels-${tag}`;
const id = `energy-products-${slug}`;
let itemUrl = '';

async function tempFile(name: string, bytes: Buffer | Promise<Buffer>): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'media-')), name);
  await writeFile(file, await bytes);
  return file;
}

const png = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 125, b: 133 } } })
    .png()
    .toBuffer();

async function editor(page: Page) {
  await signInAs(page, editorAccount);
}

test('an editor uploads a picture to the library and describes it; a file that is no picture is refused', async ({ page }) => {
  await editor(page);
  await page.goto('/en/admin/media');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media library');
  const upload = page.getByLabel(/^Picture \(JPEG, PNG or WebP/);
  await upload.setInputFiles(await tempFile('not-a-picture.png', Buffer.from('This is plain text, not a picture.')));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'That file is not a JPEG, PNG or WebP picture.' })).toBeVisible();

  await page.getByLabel(/^Picture \(JPEG, PNG or WebP/).setInputFiles(await tempFile(fileName, png(1200, 800, 20)));
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fileName);
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded.' })).toBeVisible();
  itemUrl = new URL(page.url()).pathname;
  await expect(page.getByText('No page, article or certificate uses it.')).toBeVisible();

  // Saved without a description: each language is asked for, and the focal point typed stays.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByLabel('From the left (%)').fill('20');
  await page.getByLabel('From the top (%)').fill('80');
  await page.getByRole('button', { name: 'Save description' }).click();
  await expect(page.getByText('Describe the picture in this language.')).toHaveCount(2);
  await expect(page.getByLabel('From the left (%)')).toHaveValue('20');
  await page.getByLabel('What the picture shows, in Arabic').fill(`ألواح شمسية على سطح مصنع ${tag}`);
  await page.getByLabel('What the picture shows, in English').fill(`Solar panels on a factory roof ${tag}`);
  await page.getByRole('button', { name: 'Save description' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. Pages already use' })).toBeVisible();

  // In the list, searchable by its description, in Arabic too.
  await page.goto(`/admin/media?q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('link', { name: fileName })).toBeVisible();
  await expect(page.getByText('غير مستخدم')).toBeVisible();
});

test('a new product shows the picture chosen from the library, its crop centred on the focal point', async ({ page, request, baseURL }) => {
  await editor(page);
  await page.goto('/en/admin/content/new?collection=energy-products');
  await page.getByLabel('Title in Arabic').fill(`ألواح من المكتبة ${tag}`);
  await page.getByLabel('Title in English').fill(`Library panels ${tag}`);
  await page.getByLabel('Address').fill(slug);
  await page.getByLabel('Catalogue category').selectOption('core');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/content/${id}$`));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

  const header = page.getByRole('region', { name: 'Page header' });
  await header.getByRole('button', { name: 'Choose from the library' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Choose a picture from the library' });
  await dialog.getByLabel('Search by name or description').fill(tag);
  await dialog.getByRole('button', { name: `Choose: Solar panels on a factory roof ${tag}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 10_000 });

  // The rest of the template's words, then publishing (the editor's fields are tested elsewhere).
  const api = `/api/admin/content/${id}`;
  const current = await (await page.request.get(api, { headers: { origin: baseURL! } })).json();
  expect(current.data.hero.image).toMatch(/^\/media\/news\/[a-z0-9-]+\.webp$/);
  expect(current.data.hero.alt).toEqual({ ar: `ألواح شمسية على سطح مصنع ${tag}`, en: `Solar panels on a factory roof ${tag}` });
  expect(
    (await page.request.put(api, { headers: { origin: baseURL! }, data: { data: filledIn(current.data), baseVersion: current.version } })).status(),
  ).toBe(200);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. Visitors now see this version in both languages.')).toBeVisible();

  const file = (current.data.hero.image as string).split('/').pop()!;
  await expect.poll(async () => (await request.get(`/en/energy/products/${slug}`)).status(), { timeout: 15_000 }).toBe(200);
  const html = await (await request.get(`/en/energy/products/${slug}`)).text();
  expect(html).toContain(`img[src*="${file}"]{object-position:20% 80%}`);
  // Resized for the reader's screen by the image optimiser, whose addresses name the file.
  expect(html).toMatch(new RegExp(`/_next/image\\?url=%2Fmedia%2Fnews%2F${file.replace('.', '\\.')}`));
});

test('the library lists where the picture is used, keeps it from deletion, and replaces it on the page', async ({ page, request }) => {
  await editor(page);
  await page.goto(itemUrl);
  const uses = page.getByRole('region', { name: 'Where it is used' });
  await expect(uses.getByRole('link', { name: `Library panels ${tag}` })).toBeVisible();
  await expect(page.getByText('It is in use, so it cannot be deleted.', { exact: false })).toBeVisible();
  await expect(page.getByText('Delete this item…')).toHaveCount(0);

  await page.getByLabel('New picture').setInputFiles(await tempFile(`new-${fileName}`, png(1000, 600, 200)));
  await page.getByRole('button', { name: 'Replace everywhere' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'File replaced.' })).toBeVisible();
  await expect(page.getByText(`new-${fileName}`)).toBeVisible();
  await expect
    .poll(async () => /\.webp(\?|%3F)v(=|%3D)2/.test(await (await request.get(`/en/energy/products/${slug}`)).text()), { timeout: 15_000 })
    .toBe(true);
});

test('once the product is deleted, the picture can be deleted', async ({ page }) => {
  await editor(page);
  await page.goto(`/en/admin/content/${id}`);
  await page.getByText('Delete this entry…').click();
  await page.getByLabel('Yes, delete this entry').check();
  await page.getByRole('button', { name: 'Delete entry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The entry was deleted.' })).toBeVisible();

  await page.goto(itemUrl);
  await page.getByText('Delete this item…').click();
  await page.getByLabel('Yes, delete it').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted.' })).toBeVisible();
  await page.goto(`/en/admin/media?q=${encodeURIComponent(tag)}`);
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
});
