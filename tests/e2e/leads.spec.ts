import { expect, test, type Page } from './test';
import { expectOneMail } from './mailbox';
import { asNewVisitor, watchConsole } from './support';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function fillInquiry(page: Page, values: { name: string; email: string; service: string; message: string; phone?: string }) {
  await page.getByLabel(/^(Full name|الاسم الكامل)/).fill(values.name);
  await page.getByLabel(/^(Email address|البريد الإلكتروني)/).fill(values.email);
  if (values.phone !== undefined) await page.getByLabel(/^(Phone number|رقم الجوال)/).fill(values.phone);
  await page.getByLabel(/^(Service|الخدمة المطلوبة)/).selectOption(values.service);
  await page.getByLabel(/^(Message|رسالتك)/).fill(values.message);
}

test.describe('group contact form with JavaScript', () => {
  test('names every missing field, clears an error on edit, then thanks the visitor and e-mails staff', async ({ page }) => {
    const problems = watchConsole(page);
    await asNewVisitor(page);
    await page.goto('/en/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    for (const message of ['Name is required', 'Email is required', 'Service selection is required', 'Message is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel(/^Full name/)).toBeFocused();

    await page.getByLabel(/^Full name/).fill('Faisal');
    await expect(page.getByText('Name is required', { exact: true })).toHaveCount(0);
    await page.getByLabel(/^Email address/).fill('faisal@example');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Email is invalid', { exact: true })).toBeVisible();

    const marker = `Order ${unique()}`;
    await fillInquiry(page, {
      name: 'Faisal Al-Qahtani',
      email: 'faisal@example.com',
      service: 'battery-storage-systems',
      message: `${marker}: 2 MWh for a farm <b>now</b>`,
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();

    const mail = await expectOneMail(marker);
    expect(mail.text).toContain('Faisal Al-Qahtani');
    expect(mail.text).toContain('<b>now</b>');
    expect(mail.to).toBe('sales@example.com');
    expect(mail.contentType).toBe('text/plain');
    expect(mail.hasHtml).toBe(false);

    await page.getByRole('link', { name: 'Send another message' }).click();
    await expect(page.getByLabel(/^Full name/)).toHaveValue('');
    expect(problems).toEqual([]);
  });

  test('a failed send shows a red banner, keeps everything typed and can be retried', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/en/electronics/contact');
    const marker = `Retry ${unique()}`;
    await fillInquiry(page, { name: 'Noura', email: 'noura@example.com', service: 'medical-electronics', message: marker });
    await page.route('**/electronics/contact', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()));
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\w/ })).toContainText('We could not send your message');
    await expect(page.getByLabel(/^Message/)).toHaveValue(marker);
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Noura');

    await page.unroute('**/electronics/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();
    await expectOneMail(marker);
  });

  test('the electronics page offers its twelve services, the group page twenty-one', async ({ page }) => {
    await page.goto('/en/electronics/contact');
    await expect(page.getByLabel(/^Service/).locator('option')).toHaveCount(13);
    await page.goto('/en/contact');
    await expect(page.getByLabel(/^Service/).locator('option')).toHaveCount(22);
  });
});

test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Arabic contact form rejects a bad address in Arabic, keeps the text, then accepts the fix', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/contact?lng=ar');
    const marker = `بلا جافاسكربت ${unique()}`;
    await fillInquiry(page, { name: 'سارة', email: 'sara@example', service: 'solar-power-systems', message: marker });
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByText('البريد الإلكتروني غير صالح', { exact: true })).toBeVisible();
    await expect(page.getByLabel(/^الاسم الكامل/)).toHaveValue('سارة');
    await expect(page.getByLabel(/^رسالتك/)).toHaveValue(marker);

    await page.getByLabel(/^البريد الإلكتروني/).fill('sara@example.com');
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByRole('heading', { name: 'شكرًا لك، وصلتنا رسالتك' })).toBeVisible();
    await expectOneMail(marker);
  });

  test('energy contact form requires the phone', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/en/energy/contact');
    await fillInquiry(page, { name: 'Omar', email: 'omar', service: 'solar-monitoring', message: 'Monitoring for 40 sites', phone: '' });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Phone number is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid email format', { exact: true })).toBeVisible();
    await expect(page.getByLabel(/^Message/)).toHaveValue('Monitoring for 40 sites');
  });
});

test('energy home section thanks the visitor, then returns to an empty form after five seconds', async ({ page }) => {
  await asNewVisitor(page);
  await page.goto('/en/energy/home');
  const section = page.locator('#contact');
  await section.getByLabel(/^Full name/).fill('Hessa');
  await section.getByLabel(/^Email address/).fill('hessa@example.com');
  await section.getByLabel(/^Service/).selectOption('residential');
  await section.getByLabel(/^Message/).fill(`Villa in Jeddah ${unique()}`);
  await section.getByRole('button', { name: 'Send message' }).click();
  await expect(section.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();
  await expect(section.getByLabel(/^Full name/)).toHaveValue('', { timeout: 8_000 });
});

test('a malformed or oversized form post to a page gets a clear 4xx, never a 500', async ({ request }) => {
  const malformed = await request.post('/en/contact', { data: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
  expect(malformed.status()).toBe(400);
  expect(await malformed.text()).toContain('could not be read');
  const oversized = await request.post('/en/contact', { form: { message: 'x'.repeat(100_000) } });
  expect(oversized.status()).toBe(413);
});

test.describe('hidden characters', () => {
  test('a direction override in a name is refused in English, and everything else typed stays', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/en/contact');
    const marker = `Override ${unique()}`;
    await fillInquiry(page, { name: 'Invoice\u202Etxt.exe', email: 'buyer@example.com', service: 'other', message: marker });
    await page.getByRole('textbox', { name: /^Company/ }).fill('Red Sea Farms');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText("This contains hidden formatting or control characters that we can't accept.", { exact: false })).toBeVisible();
    await expect(page.getByLabel(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Message/)).toHaveValue(marker);
    await expect(page.getByLabel(/^Email address/)).toHaveValue('buyer@example.com');
    await expect(page.getByRole('textbox', { name: /^Company/ })).toHaveValue('Red Sea Farms');

    await page.getByLabel(/^Full name/).fill('Invoice txt.exe');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server refuses an isolate in a company in Arabic and keeps what was typed', async ({ page }) => {
      await asNewVisitor(page);
      await page.goto('/contact?lng=ar');
      const marker = `عزل ${unique()}`;
      await fillInquiry(page, { name: 'سارة', email: 'sara@example.com', service: 'solar-power-systems', message: marker });
      await page.getByRole('textbox', { name: /^الشركة/ }).fill('\u2066شركة\u2069');
      await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
      await expect(page.getByText('يحتوي هذا الحقل على رموز تنسيق أو تحكّم مخفية لا يمكننا قبولها.', { exact: false })).toBeVisible();
      await expect(page.getByLabel(/^الاسم الكامل/)).toHaveValue('سارة');
      await expect(page.getByLabel(/^رسالتك/)).toHaveValue(marker);
    });
  });

  test('the API answers a NUL or a direction control with a translated 422 and stores nothing', async ({ request }) => {
    const headers = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` };
    const good = { form: 'contact', name: 'API client', email: 'api@example.com', service: 'other', message: 'Via the API' };
    const nul = await request.post('/api/leads', { data: { ...good, name: 'Private\u0000Person', locale: 'en' }, headers });
    expect(nul.status()).toBe(422);
    expect((await nul.json()).fields.name.code).toBe('controlCharacters');
    const override = await request.post('/api/leads', { data: { ...good, company: 'moc.\u202Eevil', locale: 'ar' }, headers });
    expect(override.status()).toBe(422);
    expect((await override.json()).fields.company.message).toMatch(/^يحتوي هذا الحقل على رموز تنسيق/);
    const nel = await request.post('/api/leads', { data: { ...good, email: 'api\u0085@example.com' }, headers });
    expect((await nel.json()).fields.email.code).toBe('controlCharacters');
  });
});

test.describe('the API for other clients', () => {
  test('stores a valid enquiry, explains invalid fields, refuses bad bodies and floods', async ({ request }) => {
    const ip = { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` };
    const good = { form: 'contact', name: 'API client', email: 'api@example.com', service: 'other', message: 'Via the API' };
    const created = await request.post('/api/leads', { data: good, headers: ip });
    expect(created.status()).toBe(201);

    const invalid = await request.post('/api/leads', { data: { ...good, email: 'nope', locale: 'ar' }, headers: ip });
    expect(invalid.status()).toBe(422);
    expect((await invalid.json()).fields.email.message).toBe('البريد الإلكتروني غير صالح');

    const huge = await request.post('/api/leads', { data: { ...good, message: 'x'.repeat(40_000) }, headers: ip });
    expect(huge.status()).toBe(413);
    const notUtf8 = await request.post('/api/leads', {
      data: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
      headers: { ...ip, 'content-type': 'application/json' },
    });
    expect(notUtf8.status()).toBe(400);
    const malformed = await request.post('/api/leads', { data: '{"form":', headers: { ...ip, 'content-type': 'application/json' } });
    expect(malformed.status()).toBe(400);
    const wrongType = await request.post('/api/leads', { data: 'hello', headers: { ...ip, 'content-type': 'text/plain' } });
    expect(wrongType.status()).toBe(415);

    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await request.post('/api/leads', { data: good, headers: ip })).status());
    expect(statuses.at(-1)).toBe(429);
  });
});
