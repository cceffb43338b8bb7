import { expect, test, type Page } from './test';
import { editorAccount, staffAccount } from './environment';
import { filledIn, signInAs } from './support';

/**
 * Issue 25 §1: staff add a product without a deploy. An editor creates an energy product from its template, writes
 * it, publishes it, and visitors find it at its address, in the catalogue, the footer's products, the site search
 * and the sitemap, in both languages; taken off the site it answers 404 and leaves them all; deleted, it leaves
 * the editor's list. Each run makes its own product, so runs never meet.
 */
test.describe.configure({ mode: 'serial' });

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const titleEn = `Solar Water Pump ${tag}`;
const titleAr = `مضخة مياه شمسية ${[...tag].map((c) => 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'[parseInt(c, 36) % 28]).join('')}`;
const slug = `solar-water-pump-${tag}`;
const firstPath = `/energy/products/${slug}`;
const movedSlug = `solar-pumps-${tag}`;
const path = `/energy/products/${movedSlug}`;
const id = `energy-products-${slug}`;

async function editorPage(page: Page) {
  await signInAs(page, editorAccount);
  return page;
}

test('an editor creates an energy product from its template; nobody sees it until it is published', async ({ page, request }) => {
  await editorPage(page);
  await page.goto('/en/admin/content');
  await page.getByRole('link', { name: 'Add a product or application' }).click();
  await page.getByRole('link', { name: /^Energy product/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New energy product');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

  // Nothing typed: each field says what it needs, and nothing is created.
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('Write the title.')).toHaveCount(2);
  await expect(page.getByText('Choose the catalogue category.')).toBeVisible();

  // A malformed address is refused and what was typed stays.
  await page.getByLabel('Title in Arabic').fill(titleAr);
  await page.getByLabel('Title in English').fill(titleEn);
  await page.getByLabel('Address').fill('Solar Pump!');
  await page.getByLabel('Catalogue category').selectOption('storage');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('Use lower-case Latin letters, digits and single hyphens only', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Title in Arabic')).toHaveValue(titleAr);
  await expect(page.getByLabel('Catalogue category')).toHaveValue('storage');

  // Empty, the address is made from the English title.
  await page.getByLabel('Address').fill('');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/content/${id}$`));
  const panel = page.getByRole('region', { name: 'Catalogue entry: Energy product' });
  await expect(panel.getByLabel('Address')).toHaveValue(slug);
  await expect(page.getByText(firstPath).first()).toBeVisible();
  await expect(panel.getByText('Not published', { exact: false })).toBeVisible();

  // A second entry cannot take the same address.
  await page.goto('/en/admin/content/new?collection=energy-products');
  await page.getByLabel('Title in Arabic').fill(titleAr);
  await page.getByLabel('Title in English').fill(titleEn);
  await page.getByLabel('Catalogue category').selectOption('storage');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('Another entry already has this address. Choose another.')).toBeVisible();

  // Unpublished, its address is a real 404 and the catalogue does not show it.
  expect((await request.get(firstPath)).status()).toBe(404);
  const unknown = await request.get(`/en/energy/products/no-such-product-${tag}`);
  expect(unknown.status()).toBe(404);
  // The energy area's own not-found page, in the server's HTML.
  expect(await unknown.text()).toContain('We could not find this page');
  // A fixed page under a collection's address is no entry, and is there.
  expect((await request.get('/en/energy/applications/overview')).status()).toBe(200);
});

test('published, the product is at its address, in the catalogue, the menus, the search and the sitemap, in both languages', async ({
  page,
  request,
  baseURL,
}) => {
  await editorPage(page);
  // The words the template left empty, written in both languages (the editor's fields are tested elsewhere).
  const api = `/api/admin/content/${id}`;
  const current = await (await page.request.get(api, { headers: { origin: baseURL! } })).json();
  const saved = await page.request.put(api, {
    headers: { origin: baseURL! },
    data: { data: filledIn(current.data), baseVersion: current.version },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/en/admin/content/${id}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. Visitors now see this version in both languages.')).toBeVisible();

  const visitor = page.context().browser()!;
  const guest = await (await visitor.newContext({ baseURL })).newPage();
  await expect.poll(async () => (await request.get(firstPath)).status(), { timeout: 15_000 }).toBe(200);
  await guest.goto(firstPath);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(titleAr);
  await guest.goto(`/en${firstPath}`);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(titleEn);
  await expect(guest.getByRole('link', { name: 'All products' })).toBeVisible();

  // The catalogue card, filed under its category.
  await guest.goto('/en/energy/products');
  const card = guest.getByRole('link', { name: new RegExp(titleEn) });
  await expect(card.first()).toBeVisible();
  await guest.goto('/energy/products');
  await expect(guest.getByRole('link', { name: new RegExp(titleAr) }).first()).toBeVisible();

  // The energy footer's products, on every energy page.
  await guest.goto('/en/energy/home');
  await expect(guest.getByRole('contentinfo').getByRole('link', { name: titleEn })).toHaveAttribute('href', `/en${firstPath}`);

  // The site search, and the sitemap in both languages.
  await guest.goto(`/en/search?q=${encodeURIComponent(titleEn)}`);
  await expect(guest.getByRole('link', { name: new RegExp(titleEn) }).first()).toBeVisible();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${firstPath}</loc>`);
  expect(sitemap).toContain(`/en${firstPath}</loc>`);

  // Its quote button opens the energy enquiry about it.
  await guest.goto(`/en${firstPath}`);
  await guest.getByRole('link', { name: 'Request a quote' }).first().click();
  await expect(guest.getByText(`Your enquiry about ${titleEn}`, { exact: false })).toBeVisible();
});

test('moved to a new address, the old one sends visitors on for good and the catalogue follows; admins see and manage the redirect', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await editorPage(page);
  await page.goto(`/en/admin/content/${id}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const address = page.getByRole('region', { name: 'Catalogue entry: Energy product' }).getByLabel('Address');
  await address.fill('Bad Address');
  await page.getByRole('button', { name: 'Change address' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Use lower-case Latin letters' })).toBeVisible();
  await expect(address).toHaveValue('Bad Address');
  await address.fill(movedSlug);
  await page.getByRole('button', { name: 'Change address' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Address changed.' })).toBeVisible();
  // Filed under another of the catalogue's categories.
  await page.getByLabel('Catalogue category').selectOption('core');
  await page.getByRole('button', { name: 'Save category' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Category saved.' })).toBeVisible();
  await expect(page.getByLabel('Catalogue category')).toHaveValue('core');

  // The old address, in either language and with its query, is a permanent redirect to the new one.
  await expect
    .poll(async () => {
      const response = await request.get(`/en${firstPath}?from=mail`, { maxRedirects: 0 });
      return `${response.status()} ${response.headers().location ?? ''}`;
    })
    .toMatch(new RegExp(`^308 .*/en${path}\\?from=mail$`));
  expect((await request.get(firstPath, { maxRedirects: 0 })).headers().location).toMatch(new RegExp(`${path}$`));
  await expect.poll(async () => (await request.get(path)).status()).toBe(200);
  expect(await (await request.get('/en/energy/products')).text()).toContain(`href="/en${path}"`);

  // The admin finds the redirect with its count, and may point it elsewhere; a chain or a page's own address is refused.
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInAs(admin, staffAccount);
  await admin.goto('/en/admin/redirects');
  const row = admin.getByRole('row', { name: new RegExp(firstPath) });
  await expect(row).toContainText("When the entry's address changed");
  await expect(row).toContainText('last ');
  await admin.getByLabel('Old address').fill('/energy/products/solar-panels');
  await admin.getByLabel('Send visitors to').fill(path);
  await admin.getByRole('button', { name: 'Add redirect' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'A page lives at this address.' })).toBeVisible();
  await admin.getByLabel('Old address').fill(`/old-site/pumps-${tag}`);
  await admin.getByLabel('Send visitors to').fill(firstPath);
  await admin.getByRole('button', { name: 'Add redirect' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'The destination itself redirects.' })).toBeVisible();
  await admin.getByLabel('Send visitors to').fill(path);
  await admin.getByRole('button', { name: 'Add redirect' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Redirect added.' })).toBeVisible();
  await expect
    .poll(async () => (await request.get(`/en/old-site/pumps-${tag}`, { maxRedirects: 0 })).headers().location ?? '')
    .toMatch(new RegExp(`/en${path}$`));
});

test('taken off the site it answers 404 and leaves the catalogue; deleted, it leaves the editor', async ({ page, request }) => {
  await editorPage(page);
  await page.goto(`/en/admin/content/${id}`);
  await page.getByRole('button', { name: 'Take off the site' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Taken off the site.' })).toBeVisible();
  await expect.poll(async () => (await request.get(`/en${path}`)).status(), { timeout: 15_000 }).toBe(404);
  const catalogue = await (await request.get('/en/energy/products')).text();
  expect(catalogue).not.toContain(titleEn);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(path);

  await page.getByText('Delete this entry…').click();
  await page.getByLabel('Yes, delete this entry').check();
  await page.getByRole('button', { name: 'Delete entry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The entry was deleted.' })).toBeVisible();
  await page.getByLabel('Search titles and addresses').fill(tag);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No page matches these filters.')).toBeVisible();
  expect((await page.request.get(`/en/admin/content/${id}`)).status()).toBe(404);
});
