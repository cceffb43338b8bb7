import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Browser, type Page } from './test';
import { editorAccount, staffAccount } from './environment';
import { signInAs } from './support';

/**
 * Issue 24: the marketing team edits a page in Arabic and English side by side, saves drafts without a button,
 * is refused publishing while a translation is missing, publishes, and is never overwritten by a colleague.
 * The solar caravan's page is edited here and by no other suite.
 */
test.describe.configure({ mode: 'serial' });

const id = 'energy-products-solar-caravan';
const editorPath = `/admin/content/${id}`;
const pagePath = '/energy/products/solar-caravan';

/** A run of Arabic letters made from `tag`, so Arabic words made unique by it are not isolated as Latin on the page. */
const arabicTag = (tag: string) => [...tag].map((c) => 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'[parseInt(c, 36) % 28]).join('');

async function openEditor(browser: Browser, account: typeof staffAccount, locale: 'ar' | 'en' = 'en'): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signInAs(page, account);
  await page.goto(`/en${editorPath}`);
  if (locale === 'ar') {
    // Signing in on the English screen chose English; the header's switch chooses Arabic.
    await page
      .getByRole('banner')
      .getByRole('link', { name: /العربية/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${editorPath}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  }
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  return page;
}

/** The page header's title field in one language. */
const heroTitle = (page: Page, language: 'Arabic' | 'English' | 'العربية' | 'الإنجليزية') =>
  page
    .getByRole('region', { name: /Page header|رأس الصفحة/ })
    .getByRole('group', { name: /^(Title|العنوان)/ })
    .first()
    .getByLabel(language);

const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /All changes saved|حُفظت كل التغييرات/ })).toBeVisible({ timeout: 10_000 });

test('an editor finds the page in the list, changes an Arabic heading and an English figure, is refused a half-translated page, and publishes', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await signInAs(page, editorAccount);
  await page.goto('/en/admin/content');
  await page.getByLabel('Search titles and addresses').fill('caravan');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=caravan/);
  await page.getByRole('link', { name: 'Solar Caravan' }).click();
  await expect(page).toHaveURL(new RegExp(`/en${editorPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Solar Caravan');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

  const tag = Date.now().toString(36);
  const arabicTitle = `الكرفان الشمسي ${arabicTag(tag)}`;
  await heroTitle(page, 'Arabic').fill(arabicTitle);
  await expect(page.getByRole('status').first()).toContainText(/Unsaved changes|Saving/);
  await saved(page);

  // An English figure in the specification table: open its section, change the first row's value.
  const specs = page.getByRole('region', { name: /^Section \d+: Specifications$/ });
  await specs.getByRole('button', { name: /Specifications/, expanded: false }).click();
  const firstValue = specs
    .getByRole('group', { name: /^Value/ })
    .first()
    .getByLabel('English');
  const figure = `${Math.floor(Math.random() * 900) + 100} W`;
  await firstValue.fill(figure);
  await saved(page);

  // Emptying the English title saves as a draft, but publishing is refused with a link to the field.
  const englishTitle = heroTitle(page, 'English');
  const original = await englishTitle.inputValue();
  await englishTitle.fill('');
  await expect(page.getByText('English missing').first()).toBeVisible();
  await saved(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Publishing needs' });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('link', { name: /Page header › Title/ }).click();
  await expect(englishTitle).toBeFocused();
  await englishTitle.fill(original);
  await saved(page);

  // The title search engines and the browser's tab show.
  const seoTitle = `Solar Caravan, towable solar power ${tag}`;
  await page
    .getByRole('region', { name: /^Search engines/ })
    .getByRole('group', { name: /^Search engines/ })
    .getByRole('group', { name: /^Title/ })
    .getByLabel('English')
    .fill(seoTitle);
  await saved(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. Visitors now see this version in both languages.')).toBeVisible();

  // Visitors see both changes at once, in their languages.
  const visitor = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await visitor.goto(pagePath);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(arabicTitle);
  // Structured data names the page as published too.
  expect((await visitor.locator('script[type="application/ld+json"]').allTextContents()).join('')).toContain(`"name":"${arabicTitle}"`);
  await visitor.goto(`/en${pagePath}`);
  await expect(visitor.getByText(figure).first()).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(`^${seoTitle} \\|`));
});

test('the editor speaks Arabic right to left, shows one language at a time on a phone, and refuses a link the site does not take', async ({
  browser,
}) => {
  const page = await openEditor(browser, staffAccount, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('تحرير');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(heroTitle(page, 'العربية')).toBeVisible();
  await expect(heroTitle(page, 'الإنجليزية')).toBeHidden();
  await page.getByRole('radio', { name: 'الإنجليزية' }).click();
  await expect(heroTitle(page, 'الإنجليزية')).toBeVisible();
  await expect(heroTitle(page, 'الإنجليزية')).toHaveAttribute('dir', 'ltr');

  // A button's link of the page header: a script address is refused, the field named, and what was typed kept.
  const link = page.getByRole('region', { name: 'رأس الصفحة' }).getByRole('combobox', { name: 'الرابط' }).first();
  const before = await link.inputValue();
  await link.fill('javascript:alert(1)');
  await expect(page.getByRole('alert').filter({ hasText: 'لم تُحفظ المسودة' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('هذا العنوان لا يقبله الموقع').first()).toBeVisible();
  await expect(link).toHaveValue('javascript:alert(1)');
  await link.fill(before);
  await saved(page);
});

test('two editors on one page: the second is told who saved, sees what differs, and loses nothing', async ({ browser }) => {
  const first = await openEditor(browser, staffAccount);
  const second = await openEditor(browser, editorAccount);
  const tag = Date.now().toString(36);
  await heroTitle(first, 'English').fill(`Solar Caravan by the first ${tag}`);
  await saved(first);
  await heroTitle(second, 'English').fill(`Solar Caravan by the second ${tag}`);
  const told = second.getByRole('alert').filter({ hasText: 'saved this page' });
  await expect(told).toBeVisible({ timeout: 10_000 });
  await expect(told).toContainText(staffAccount.email);
  await expect(told).toContainText('Page header › Title');
  await expect(heroTitle(second, 'English')).toHaveValue(`Solar Caravan by the second ${tag}`);
  await told.getByRole('button', { name: 'Save mine over theirs' }).click();
  await saved(second);
  await second.reload();
  await expect(heroTitle(second, 'English')).toHaveValue(`Solar Caravan by the second ${tag}`);
});

test('sections are added, reordered and removed with the keyboard', async ({ browser }) => {
  const page = await openEditor(browser, staffAccount);
  const sections = page.getByRole('region', { name: /^Section \d+:/ });
  const count = await sections.count();
  const callsToAction = await page.getByRole('region', { name: /: Call to action$/ }).count();
  await page.getByLabel('New section type').selectOption({ label: 'Call to action' });
  await page.getByRole('button', { name: 'Add section' }).click();
  const added = page.getByRole('region', { name: `Section ${count + 1}: Call to action` });
  await expect(added).toBeVisible();
  await added
    .getByRole('group', { name: /^Title/ })
    .getByLabel('Arabic')
    .fill('تحدث إلى فريقنا');
  await added
    .getByRole('group', { name: /^Title/ })
    .getByLabel('English')
    .fill('Talk to our team');
  const up = added.getByRole('button', { name: `Move Section ${count + 1}: Call to action up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: `Section ${count}: Call to action` })).toBeVisible();
  await saved(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `Remove Section ${count}: Call to action` }).click();
  await expect(page.getByRole('region', { name: /: Call to action$/ })).toHaveCount(callsToAction);
  await expect(sections).toHaveCount(count);
  await saved(page);
});

test('an uploaded picture is described in both languages before the page is published, and visitors hear the description', async ({ browser }) => {
  const page = await openEditor(browser, editorAccount);
  const header = page.getByRole('region', { name: 'Page header' });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-picture-')), 'caravan.png');
  fs.writeFileSync(
    file,
    await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 140, b: 20 } } })
      .png()
      .toBuffer(),
  );
  await header.getByLabel('Upload a picture').first().setInputFiles(file);
  await expect(header.getByLabel('Picture', { exact: true })).toHaveValue(/^\/media\//);

  // The description is now required, and publishing without it is refused with a link to it.
  const description = header.getByRole('group', { name: /^Alternative text/ });
  await expect(description.getByText('Needed in both languages before the page can be published', { exact: false })).toBeVisible();
  await saved(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Publishing needs' });
  await refusal
    .getByRole('link', { name: /Page header › Alternative text/ })
    .first()
    .click();
  await expect(description.getByLabel('Arabic')).toBeFocused();
  await description.getByLabel('Arabic').fill('كرفان شمسي متوقف في الصحراء وألواحه مفتوحة');
  await description.getByLabel('English').fill('A solar caravan parked in the desert with its panels unfolded');
  await saved(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. Visitors now see this version in both languages.')).toBeVisible();

  const visitor = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await visitor.goto(pagePath);
  await expect(visitor.getByRole('img', { name: 'كرفان شمسي متوقف في الصحراء وألواحه مفتوحة' })).toBeVisible();
  await visitor.goto(`/en${pagePath}`);
  await expect(visitor.getByRole('img', { name: 'A solar caravan parked in the desert with its panels unfolded' })).toBeVisible();
});

test('staff keep a page out of search engines and point them to another address, seeing the search result as they type', async ({ browser }) => {
  const page = await openEditor(browser, editorAccount);
  const settings = page.getByRole('region', { name: 'Search engines, catalogue card and enquiry form' });
  const preview = settings.getByRole('region', { name: 'How this page shows in search results and shared links' });
  const englishTitle = settings
    .getByRole('group', { name: /^Search engines/ })
    .getByRole('group', { name: /^Title/ })
    .getByLabel('English');
  const title = `Solar Caravan for remote sites ${Date.now().toString(36)}`;
  await englishTitle.fill(title);
  await expect(preview.getByText(`${title} | Sahel Industrial Group`.slice(0, 59), { exact: false })).toBeVisible();

  await settings.getByLabel('Keep out of search results').check();
  await expect(preview).toContainText('Kept out of search results');
  await settings.getByRole('button', { name: /Add Canonical address/ }).click();
  await settings.getByLabel(/^Canonical address/).fill('/energy/products');
  await expect(preview).toContainText('Search engines are asked to list this address instead: /energy/products');
  await saved(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. Visitors now see this version in both languages.')).toBeVisible();

  const visitor = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await visitor.goto(`/en${pagePath}`);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/energy\/products$/);
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(`${pagePath}</loc>`);
  expect(sitemap).toContain('/energy/products/solar-panels</loc>');

  // Back in the search results, listed under its own address again.
  await settings.getByLabel('Keep out of search results').uncheck();
  await settings.getByRole('button', { name: /Remove Canonical address/ }).click();
  await saved(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. Visitors now see this version in both languages.')).toBeVisible();
  await visitor.goto(`/en${pagePath}`);
  await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/en${pagePath}$`));
});
