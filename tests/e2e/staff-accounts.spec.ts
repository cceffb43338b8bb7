import { generate } from 'otplib';
import { expect, test, type Browser, type Page } from './test';
import { staffAccount } from './environment';
import { expectOneMail } from './mailbox';
import { signInAs } from './support';

/**
 * Issue 25 §5: an admin invites a colleague from the browser; the invitation arrives by e-mail, the colleague
 * chooses a password, sets up two-factor sign-in and edits a page; the admin disables the account and its session
 * ends at once. The staff screen and the welcome page speak Arabic right to left too.
 */
test.describe.configure({ mode: 'serial' });

const newPage = async (browser: Browser) => (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();

/** The link of the invitation e-mailed to `email`, as a path on the server under test. */
async function invitationPath(email: string): Promise<string> {
  const mail = await expectOneMail(email);
  const link = /https?:\/\/\S+?(\/(?:en\/)?admin\/welcome\?token=[\w-]+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return link![1]!;
}

async function openStaffScreen(browser: Browser): Promise<Page> {
  const admin = await newPage(browser);
  await signInAs(admin, staffAccount);
  await admin.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await expect(admin.locator('html')).toHaveAttribute('data-hydrated', '');
  return admin;
}

test('an admin invites an editor, who accepts, sets up two-factor sign-in and edits a page; disabled, their session ends at once', async ({
  browser,
}) => {
  const email = `new-editor-${Date.now().toString(36)}@example.com`;
  const admin = await openStaffScreen(browser);
  const invite = admin.getByRole('region', { name: 'Invite a colleague' });
  await invite.getByLabel('Work e-mail').fill(email);
  await invite.getByLabel('Role', { exact: true }).selectOption({ label: 'Editor' });
  await invite.getByLabel('Language of the invitation').selectOption({ label: 'Arabic' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('region', { name: 'Invitations waiting' }).getByRole('row', { name: new RegExp(email) })).toBeVisible();

  // The e-mail's link opens the welcome page in Arabic, without a session.
  const path = await invitationPath(email);
  const colleague = await newPage(browser);
  await colleague.goto(path);
  await expect(colleague.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(colleague.getByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeVisible();
  await expect(colleague.getByText(email)).toBeVisible();
  await colleague.getByLabel('كلمة المرور', { exact: true }).fill('A sentence I will remember');
  await colleague.getByLabel('أعد كتابة كلمة المرور').fill('A sentence I will forget');
  await colleague.getByRole('button', { name: 'إنشاء الحساب وتسجيل الدخول' }).click();
  await expect(colleague.getByRole('alert').filter({ hasText: 'كلمتا المرور غير متطابقتين' })).toBeVisible();
  await colleague.getByLabel('كلمة المرور', { exact: true }).fill('A sentence I will remember');
  await colleague.getByLabel('أعد كتابة كلمة المرور').fill('A sentence I will remember');
  await colleague.getByRole('button', { name: 'إنشاء الحساب وتسجيل الدخول' }).click();
  await expect(colleague).toHaveURL(/\/energy\/admin\/news$/);

  // The link works once.
  const again = await newPage(browser);
  await again.goto(path);
  await expect(again.getByRole('alert').filter({ hasText: 'استُخدمت هذه الدعوة من قبل' })).toBeVisible();

  // Two-factor sign-in, of the editor's own accord.
  await colleague.goto('/en/admin/security');
  const secret = (await colleague.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await colleague.getByLabel('6-digit code').fill(await generate({ secret }));
  await colleague.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(colleague.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();

  // The new editor edits a page (a draft: visitors see nothing until someone publishes).
  await colleague.goto('/en/admin/content/electronics-products-lighting');
  await expect(colleague.locator('html')).toHaveAttribute('data-hydrated', '');
  const lead = colleague
    .getByRole('region', { name: 'Page header' })
    .getByRole('group', { name: /^Introduction/ })
    .getByLabel('English');
  await lead.fill('Drivers, housings and controls for lighting, designed and assembled in one place.');
  await expect(colleague.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 10_000 });

  // The admin sees the new colleague with two-factor on, then disables the account.
  await admin.reload();
  const row = admin.getByRole('region', { name: 'Staff', exact: true }).getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Editor');
  await expect(row).toContainText('On');
  await row.getByRole('button', { name: `Disable ${email}` }).click();
  await expect(admin.getByRole('status').filter({ hasText: `${email} is disabled and signed out everywhere.` })).toBeVisible();
  await expect(row).toContainText('Disabled');

  // The colleague's next click finds the session gone.
  await colleague.reload();
  await expect(colleague).toHaveURL(/\/admin\/login/);

  // Each step is in the accounts' log.
  const activity = admin.getByRole('region', { name: 'Account activity' });
  await expect(activity).toContainText(`${staffAccount.email} invited ${email} with the role Editor.`);
  await expect(activity).toContainText(`${email} accepted the invitation and joined with the role Editor.`);
  await expect(activity).toContainText(`${staffAccount.email} disabled ${email}.`);
});

test('the staff screen speaks Arabic right to left, keeps what was typed when refused, and protects the admin’s own account', async ({ browser }) => {
  const admin = await openStaffScreen(browser);
  await admin
    .getByRole('banner')
    .getByRole('link', { name: /العربية/ })
    .click();
  await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(admin.getByRole('heading', { level: 1, name: 'حسابات الموظفين' })).toBeVisible();
  await expect(admin.locator('html')).toHaveAttribute('data-hydrated', '');

  // An address the browser lets through (no domain ending) is refused by the server, in Arabic.
  await admin.getByLabel('بريد العمل الإلكتروني').fill('someone@intranet');
  await admin.getByRole('button', { name: 'إرسال الدعوة' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'هذا البريد الإلكتروني غير صالح' })).toBeVisible();
  await expect(admin.getByLabel('بريد العمل الإلكتروني')).toHaveValue('someone@intranet');

  // An existing account is not invited again.
  await admin.getByLabel('بريد العمل الإلكتروني').fill(staffAccount.email);
  await admin.getByRole('button', { name: 'إرسال الدعوة' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'لهذا العنوان حساب موظف بالفعل' })).toBeVisible();

  // The admin's own row offers nothing to change.
  const own = admin.getByRole('row', { name: new RegExp(staffAccount.email) });
  await expect(own).toContainText('أنت');
  await expect(own.getByRole('button')).toHaveCount(0);

  // A crafted link cannot make the screen announce something done to an account: notices name accounts by id.
  await admin.goto('/admin/staff?done=disable&email=ceo%40example.com');
  await expect(admin.getByRole('heading', { level: 1, name: 'حسابات الموظفين' })).toBeVisible();
  await expect(admin.getByText('ceo@example.com')).toHaveCount(0);
});
