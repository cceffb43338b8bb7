import { expect, test } from './test';
import { siteDay } from '../../src/i18n/format';
import { editorAccount } from './environment';
import { expectMailTo } from './mailbox';
import { signInAs } from './support';

/**
 * Issue 25 §1: the certificates library. An editor, in Arabic on a phone, adds a certificate that expires in 30 days
 * with its PDF; the server refuses a half-named issuer and a program posing as a PDF, keeping what was typed; the
 * certificate is on the certification pages of the divisions chosen, its PDF downloads as an attachment, and the
 * editor is e-mailed that it expires in 30 days. Given a last valid day that has passed, it leaves the pages; deleted,
 * it leaves the library. Each run adds its own certificate.
 */
test.describe.configure({ mode: 'serial' });

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.toUpperCase();
const standard = `ISO 27001:2022 ${tag}`;
const inThirtyDays = siteDay(new Date(Date.now() + 30 * 86_400_000));
const yesterday = siteDay(new Date(Date.now() - 86_400_000));

/** A plain PDF of about 300 KB (a scan's size, past the proxy's buffer), made here: nothing is downloaded. */
const pdf = Buffer.from(
  `%PDF-1.4\n%${'x'.repeat(300_000)}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  'latin1',
);

test.use({ viewport: { width: 390, height: 844 } });

test('an editor adds a certificate in Arabic with its PDF; the pages show it and the editor is warned 30 days ahead', async ({ page, request }) => {
  await signInAs(page, editorAccount);
  await page.goto('/admin/certificates');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الشهادات');
  await page.getByRole('link', { name: 'إضافة شهادة' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شهادة جديدة');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

  await page.getByLabel('المعيار').fill(standard);
  const name = page.getByRole('group', { name: 'الاسم' });
  await name.getByLabel('بالعربية').fill('أمن المعلومات');
  await name.getByLabel('بالإنجليزية').fill('Information security');
  const scope = page.getByRole('group', { name: 'النطاق' });
  await scope.getByLabel('بالعربية').fill('نظام لإدارة أمن المعلومات في التصميم والتصنيع.');
  await scope.getByLabel('بالإنجليزية').fill('An information security management system for design and manufacturing.');
  await page.getByRole('group', { name: 'الجهة المانحة (جهة الاعتماد)' }).getByLabel('بالعربية').fill('جهة اعتماد');
  await page.getByLabel('رقم الشهادة').fill(`IS-${tag}`);
  await page.getByRole('checkbox', { name: 'الطاقة' }).check();
  await page.getByLabel('آخر يوم سريان').fill(inThirtyDays);

  // A program renamed .pdf is refused by its bytes.
  const upload = page.getByLabel(/^ارفع ملف/);
  await upload.setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a document', 'latin1') });
  await expect(page.getByText(/^هذا الملف ليس ملف/)).toBeVisible();
  await upload.setInputFiles({ name: 'ISO 27001.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(/^فُحص ملف .* وأُرفق/)).toBeVisible();

  // The issuer in one language only: refused by the server, nothing typed lost.
  await page.getByRole('button', { name: 'حفظ الشهادة' }).click();
  await expect(page.getByText('اكتب اسم الجهة المانحة باللغتين، أو اترك الحقلين فارغين.')).toBeVisible();
  await expect(page.getByLabel('المعيار')).toHaveValue(standard);
  await expect(page.getByLabel('آخر يوم سريان')).toHaveValue(inThirtyDays);
  await expect(page.getByText('ISO 27001.pdf')).toBeVisible();
  await page.getByRole('group', { name: 'الجهة المانحة (جهة الاعتماد)' }).getByLabel('بالإنجليزية').fill('Accreditation Body');
  await page.getByRole('button', { name: 'حفظ الشهادة' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(tag) });
  await expect(row).toContainText('تنتهي بعد 30 يومًا');
  await expect(row).toContainText('المجموعة والطاقة');

  // The editor is warned by e-mail, in both languages, with the way back to the certificate.
  const mail = await expectMailTo(tag, editorAccount.email);
  expect(mail.text).toContain('in 30 days');
  expect(mail.text).toContain('أي بعد 30 يومًا');
  expect(mail.text).toMatch(/\/admin\/certificates\/\d+/);

  // On the energy division's certification page, in Arabic, with its details and PDF.
  await page.goto('/energy/about/certifications');
  const card = page.getByRole('listitem').filter({ hasText: tag });
  await expect(card.getByRole('heading', { name: 'أمن المعلومات' })).toBeVisible();
  await expect(card).toContainText(`IS-${tag}`);
  await expect(card).toContainText('سارية حتى');
  const download = card.getByRole('link', { name: /تنزيل شهادة/ });
  const href = (await download.getAttribute('href'))!;
  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="ISO 27001.pdf"/);
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.compare(await file.body(), pdf)).toBe(0);
  // The group's page in English lists it too; electronics' does not.
  await page.goto('/en/certifications');
  await expect(page.getByRole('heading', { name: 'Information security' })).toBeVisible();
  await page.goto('/en/electronics/about/certifications');
  await expect(page.getByText(tag)).toHaveCount(0);
});

test('past its last valid day a certificate leaves the pages but stays in the library; deleted, it is gone', async ({ page }) => {
  await signInAs(page, editorAccount);
  await page.goto('/en/admin/certificates');
  await page.getByRole('link', { name: standard }).click();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByLabel('Last valid day').fill(yesterday);
  await page.getByRole('button', { name: 'Save certificate' }).click();
  await expect(page.getByRole('row', { name: new RegExp(tag) })).toContainText('Expired: off the site');
  await page.goto('/en/energy/about/certifications');
  await expect(page.getByRole('heading', { name: 'Occupational health and safety' })).toBeVisible();
  await expect(page.getByText(tag)).toHaveCount(0);

  await page.goto('/en/admin/certificates');
  await page.getByRole('link', { name: standard }).click();
  await page.getByText('Delete this certificate…').click();
  await page.getByLabel('Yes, delete this certificate').check();
  await page.getByRole('button', { name: 'Delete certificate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The certificate was deleted and has left every page.' })).toBeVisible();
  await expect(page.getByText(tag)).toHaveCount(0);
});
