import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './test';
import { editorAccount, staffAccount } from './environment';

// The tests edit one page's drafts and restore them; one at a time keeps "the newest version" predictable. Nothing
// here publishes: visitors keep seeing the published version of the page throughout.
test.describe.configure({ mode: 'serial' });

/** A page no other suite edits. */
/** A page drawn from its content document that no other suite edits. */
const id = 'energy-products-gas-generators';
const titles = { en: 'Gas Generators', ar: 'مولدات الغاز' };
const historyPath = `/admin/content/${id}/history`;

type Account = { email: string; password: string };
type Localized = { ar: string; en: string };
type ContentDocument = { id: string; hero: { title: Localized } } & Record<string, unknown>;

/** Signs in on the English sign-in page and lands on `next`, a staff screen the account's role may open. */
async function signIn(page: Page, account: Account, next: string) {
  await page.goto(`/en/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Work email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/en${next.replace(/[.?]/g, '\\$&')}$`));
}

/** The content API as the editor calls it; saves carry this site's Origin, as a browser's do. */
function api(request: APIRequestContext) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const put = (baseVersion: number, data: unknown) =>
    request.put(`/api/admin/content/${id}`, { data: { baseVersion, data }, headers: { Origin: origin } });
  return {
    /** The newest version and its content. */
    async current(): Promise<{ version: number; data: ContentDocument }> {
      const response = await request.get(`/api/admin/content/${id}`, { headers: { Origin: origin } });
      expect(response.status()).toBe(200);
      return (await response.json()) as { version: number; data: ContentDocument };
    },
    async save(baseVersion: number, data: ContentDocument): Promise<number> {
      const response = await put(baseVersion, data);
      expect(response.status()).toBe(200);
      return ((await response.json()) as { version: number }).version;
    },
  };
}

const withTitle = (data: ContentDocument, title: Partial<Localized>): ContentDocument => ({
  ...structuredClone(data),
  hero: { ...structuredClone(data.hero), title: { ...data.hero.title, ...title } },
});

async function expectNoSeriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

test('staff compare two versions field by field, in both languages, and restore the older one as a new draft', async ({ page }) => {
  await signIn(page, staffAccount, historyPath);
  const content = api(page.request);
  const start = await content.current();
  const unique = Date.now().toString(36);
  const edited = { en: `Work with us ${unique}`, ar: `اعمل معنا ${unique}` };
  const first = await content.save(start.version, withTitle(start.data, edited));
  const second = await content.save(first, withTitle(start.data, { en: `Join the team ${unique}` }));

  // English: the versions, newest first, and a comparison chosen in the form.
  await page.goto(`/en${historyPath}`);
  await expect(page.getByRole('heading', { level: 1, name: `History of “${titles.en}”` })).toBeVisible();
  const versions = page.getByRole('table', { name: 'Versions of this page, newest first' });
  const newest = versions.getByRole('row', { name: new RegExp(`^Version ${second}\\b`) });
  await expect(newest).toContainText('Saved');
  await expect(newest).toContainText(staffAccount.email);
  await expect(newest).toContainText('Current draft');
  // The current draft is what the editor works on: nothing to restore there.
  await expect(newest.getByRole('button')).toHaveCount(0);

  await page.getByLabel('Compare version').selectOption(String(start.version));
  await page.getByLabel('with version').selectOption(String(first));
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${start.version}&to=${first}`));
  const changes = page.getByRole('table', { name: `Changes from version ${start.version} to version ${first}` });
  const title = changes.getByRole('row', { name: /^Page header › Title/ });
  await expect(title).toBeVisible();
  await expect(title.getByRole('cell').nth(0)).toHaveText('Changed');
  // The Arabic and English before and after, side by side, each in its own direction.
  const arabic = title.getByRole('cell').nth(1);
  const english = title.getByRole('cell').nth(2);
  await expect(arabic).toContainText(start.data.hero.title.ar);
  await expect(arabic).toContainText(edited.ar);
  await expect(arabic.locator('[dir="rtl"][lang="ar"]').first()).toBeVisible();
  await expect(english).toContainText(start.data.hero.title.en);
  await expect(english).toContainText(edited.en);
  await expect(english.locator('[dir="ltr"][lang="en"]').first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // Arabic: the same comparison, right to left, in Arabic words.
  await page.goto(`${historyPath}?from=${start.version}&to=${first}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: `سجل نسخ «${titles.ar}»` })).toBeVisible();
  const arabicChanges = page.getByRole('table', { name: `التغييرات من النسخة ${start.version} إلى النسخة ${first}` });
  await expect(arabicChanges.getByRole('row', { name: /^رأس الصفحة › العنوان/ })).toContainText(edited.ar);
  await expect(page.getByRole('table', { name: 'نسخ هذه الصفحة، من الأحدث إلى الأقدم' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Restoring the version before the edits opens the editor on the new draft.
  await page.goto(`/en${historyPath}`);
  await page.getByRole('button', { name: `Restore as a new draft, version ${start.version}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/content/${id}\\?restored=${start.version}$`));
  const restored = await content.current();
  expect(restored.version).toBe(second + 1);
  expect(restored.data.hero.title).toEqual(start.data.hero.title);

  await page.goto(`/en${historyPath}`);
  const restoredRow = page
    .getByRole('table', { name: 'Versions of this page, newest first' })
    .getByRole('row', { name: new RegExp(`^Version ${restored.version}\\b`) });
  await expect(restoredRow).toContainText('Restored from an older version');
  await expect(restoredRow).toContainText('Current draft');
});

test('a restore on top of a version someone has since saved over changes nothing and says so', async ({ page }) => {
  await signIn(page, staffAccount, historyPath);
  const content = api(page.request);
  const start = await content.current();
  await page.goto(`/en${historyPath}`);
  const older = (await page
    .getByRole('button', { name: /^Restore as a new draft, version \d+$/ })
    .first()
    .getAttribute('aria-label'))!.match(/(\d+)$/)![1];
  // Someone else saves while the history is open.
  const theirs = await content.save(start.version, withTitle(start.data, { en: `Saved meanwhile ${Date.now().toString(36)}` }));

  await page.getByRole('button', { name: `Restore as a new draft, version ${older}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en${historyPath}\\?.*notice=stale`));
  await expect(page.getByRole('alert').filter({ hasText: 'Someone saved' })).toContainText(
    'Someone saved this page while you were reading its history',
  );
  expect((await content.current()).version).toBe(theirs);
});

test('the audit log is for administrators: an editor is refused, an admin reads who did what', async ({ page }) => {
  await signIn(page, editorAccount, historyPath);
  // An editor works with the history…
  await expect(page.getByRole('heading', { level: 1, name: `History of “${titles.en}”` })).toBeVisible();
  // …but the audit log is not part of the role.
  const refused = await page.goto('/en/admin/content/audit');
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'This screen is not part of your role' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, staffAccount, '/admin/content/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Content activity log' })).toBeVisible();
  const log = page.getByRole('table', { name: /^The newest entries first/ });
  for (const heading of ['When', 'Who', 'Action', 'Page', 'Version']) await expect(log.getByRole('columnheader', { name: heading })).toBeVisible();
  const restore = log.getByRole('row').filter({ hasText: 'Restored an older version' }).filter({ hasText: titles.en }).first();
  await expect(restore).toContainText(staffAccount.email);
  await restore.getByRole('link', { name: `History of “${titles.en}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/en${historyPath}$`));

  await page.goto('/admin/content/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'سجل نشاط المحتوى' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'استعادة نسخة سابقة' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
});
