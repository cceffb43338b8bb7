import fs from 'node:fs';
import { expect, test } from './test';
import { SESSION_COOKIE } from '../../src/features/auth/session-cookie';
import { siteDateTimeValue } from '../../src/i18n/format';
import { filledIn } from './support';
import { seedArticles, seedCategories, seedSections } from '../../src/features/news/seed-content';
import { createScratchDatabase, postgresAnswers, postgresServerLabel, type ScratchDatabase } from './postgres';
import { extraPort, runScript, startServer, stopServer, waitUntilHealthy, type RunningServer } from './servers';

/**
 * Issue 11: two instances of the site on one PostgreSQL database, as behind a load balancer with one public origin.
 * They start together on an empty database (migrations and the first-start seed race), then share sessions, leads,
 * rate limits and news: whatever one instance did, the other sees at once.
 */
test.describe.configure({ mode: 'serial' });

const account = { email: 'instances-admin@example.com', password: 'Two instances only 2026' };
const publicSiteUrl = 'http://www.sahel-group.example';
const migrationCount = (JSON.parse(fs.readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: unknown[] }).entries.length;

let database: ScratchDatabase;
let a: RunningServer;
let b: RunningServer;
/** The staff session cookie made by signing in on A. */
let session = '';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const addressOf = () => `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
const postLead = (server: RunningServer, address: string, name: string) =>
  fetch(`${server.url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ form: 'contact', locale: 'en', name, email: 'buyer@example.com', service: 'other', message: `Enquiry from ${name}` }),
  });

test.beforeAll(async () => {
  test.skip(!(await postgresAnswers()), `No PostgreSQL server answers at ${postgresServerLabel}: the two-instance suite is skipped.`);
  test.setTimeout(3 * 60_000);
  database = await createScratchDatabase('instances');
  // Behind one reverse proxy, which sends each visitor's address as the single X-Forwarded-For entry.
  // They share cache invalidations through the machine's Redis (README Deployment; .ci/run starts one).
  const env = {
    DATABASE_URL: database.url,
    PUBLIC_SITE_URL: publicSiteUrl,
    TRUSTED_PROXY_HOPS: '1',
    STAFF_TWO_FACTOR: 'off',
    REDIS_URL: 'redis://127.0.0.1:6379',
  };
  // Both at once, on the empty database: each migrates and seeds as it starts.
  a = startServer({ name: 'instance A', port: extraPort(3), env });
  b = startServer({ name: 'instance B', port: extraPort(4), env });
  await Promise.all([waitUntilHealthy(a), waitUntilHealthy(b)]);
});

test.afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map((server) => stopServer(server)));
  await database?.drop();
});

test('instances started together on an empty database migrate and seed it once, and both start cleanly', async () => {
  for (const server of [a, b]) {
    await expect.poll(server.output, { message: `${server.name} output` }).toContain('"database":"postgres","msg":"Database ready"');
    expect(server.output(), `${server.name} output`).not.toContain('could not be opened');
    expect(server.output(), `${server.name} output`).not.toContain('Redis does not answer');
  }
  const [migrations] = await database.query<{ rows: number; hashes: number }>(
    'select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
  );
  expect(migrations).toEqual({ rows: migrationCount, hashes: migrationCount });
  const [news] = await database.query<{ sections: number; categories: number; articles: number }>(
    `select (select count(*)::int from news_sections) as sections, (select count(*)::int from news_categories) as categories,
            (select count(*)::int from news_articles) as articles`,
  );
  expect(news).toEqual({ sections: seedSections.length, categories: seedCategories.length, articles: seedArticles.length });
});

test('pages are drawn from their published documents, imported once from the repository, and a forced import restores one', async () => {
  const [stored] = await database.query<{ documents: number; versions: number; published: number; drafts: number }>(
    `select (select count(*)::int from content_documents) as documents, (select count(*)::int from content_versions) as versions,
            (select count(*)::int from content_documents where published_version = 1) as published,
            (select count(*)::int from content_documents where published_version is null and collection = 'case-studies') as drafts`,
  );
  // Two instances imported at once: every page once, as version 1, published, but for the three typical case studies,
  // imported as drafts for the company to confirm (decision 018).
  expect(stored!.documents).toBeGreaterThan(40);
  const documents = stored!.documents;
  expect(stored).toEqual({ documents, versions: documents, published: documents - 3, drafts: 3 });

  const arabicTitle = (JSON.parse(fs.readFileSync('src/messages/ar/energyHome.json', 'utf8')) as { hero: { title: string } }).hero.title;
  // An editor's change to the energy home page, saved as version 2 and published (the editor's own path comes later).
  const title = `Energy that pays for itself ${unique()}`;
  await database.query(
    `insert into content_versions (document_id, version, data, format, origin)
     select document_id, 2, jsonb_set(data, '{hero,title,en}', to_jsonb($1::text)), format, 'save' from content_versions
     where document_id = 'energy-home' and version = 1`,
    [title],
  );
  await database.query(`update content_documents set version = 2, published_version = 2 where id = 'energy-home'`);
  // Neither instance has drawn a page since it started (this runs before any other test draws one): each draws it
  // from the database.
  for (const server of [a, b]) {
    const page = await fetch(`${server.url}/en/energy/home`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(title);
    // The Arabic title was left as it was.
    const arabic = await (await fetch(`${server.url}/energy/home`)).text();
    expect(arabic).toMatch(new RegExp(`<h1[^>]*>${arabicTitle}</h1>`));
  }

  // Importing again (a restart, a release) keeps the edit; forcing one page puts the repository's version back as version 3.
  const kept = await runScript('scripts/content-import.ts', [], { DATABASE_URL: database.url }, ['--conditions=react-server']);
  expect(kept).toMatch(/Imported 0, replaced 0, kept \d+/);
  const forced = await runScript(
    'scripts/content-import.ts',
    ['--force', 'energy-home'],
    { DATABASE_URL: database.url, REDIS_URL: 'redis://127.0.0.1:6379' },
    ['--conditions=react-server'],
  );
  expect(forced).toContain("Replaced with the repository's version: energy-home");
  // Told through the Redis the instances share, both show the repository's version without a restart.
  expect(forced).toContain('Running sites show it now.');
  for (const server of [a, b]) {
    await expect.poll(async () => (await fetch(`${server.url}/en/energy/home`)).text(), { timeout: 5000 }).not.toContain(title);
  }
  const history = await database.query<{ version: number; origin: string }>(
    `select version, origin from content_versions where document_id = 'energy-home' order by version`,
  );
  expect(history).toEqual([
    { version: 1, origin: 'import' },
    { version: 2, origin: 'save' },
    { version: 3, origin: 'import' },
  ]);
  const [document] = await database.query<{ published_version: number }>(`select published_version from content_documents where id = 'energy-home'`);
  expect(document!.published_version).toBe(3);
});

test('a staff session signed in on A is accepted by B', async ({ browser }) => {
  await runScript('scripts/user-create.ts', ['--email', account.email, '--password', account.password, '--role', 'admin'], {
    DATABASE_URL: database.url,
  });
  const onA = await browser.newContext();
  const page = await onA.newPage();
  await page.goto(`${a.url}/en/admin/login`);
  await page.getByLabel('Work email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${a.url}/en/admin/leads`);
  session = (await onA.cookies(a.url)).find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';
  expect(session).not.toBe('');
  await onA.close();

  // A browser that has only this cookie, talking to B alone.
  const onB = await browser.newContext();
  await onB.addCookies([{ name: SESSION_COOKIE, value: session, url: b.url }]);
  const pageB = await onB.newPage();
  await pageB.goto(`${b.url}/en/admin/leads`);
  await expect(pageB).toHaveURL(`${b.url}/en/admin/leads`);
  await expect(pageB.getByRole('heading', { name: 'Leads inbox' })).toBeVisible();
  await onB.close();
});

test("a lead posted to A is in B's inbox", async () => {
  expect(session, 'signed in by the test before').not.toBe('');
  const name = `Buyer ${unique()}`;
  expect((await postLead(a, addressOf(), name)).status).toBe(201);
  const inbox = await fetch(`${b.url}/en/admin/leads?q=${encodeURIComponent(name)}`, { headers: { cookie: `${SESSION_COOKIE}=${session}` } });
  expect(inbox.status).toBe(200);
  expect(await inbox.text()).toContain(name);
});

test('the enquiry limit counted on A applies on B', async () => {
  const address = addressOf();
  for (let attempt = 1; attempt <= 5; attempt++) {
    expect((await postLead(a, address, `Limited ${attempt}`)).status, `enquiry ${attempt} on A`).toBe(201);
  }
  const sixth = await postLead(b, address, 'Limited 6');
  expect(sixth.status).toBe(429);
  expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
});

test("a news article published, then edited, through A's staff API is on B's public pages at once", async () => {
  expect(session, 'signed in by the test before').not.toBe('');
  const staff = { cookie: `${SESSION_COOKIE}=${session}` };
  // B renders its news page first, so anything it might keep from it would show here.
  const title = `Two instances ${unique()}`;
  const before = await fetch(`${b.url}/en/energy/news`);
  expect(before.status).toBe(200);
  expect(await before.text()).not.toContain(title);

  const panel = (await (await fetch(`${a.url}/api/admin/news`, { headers: staff })).json()) as {
    articles: { image: string }[];
    categories: { id: number; sectionId: string }[];
  };
  const articleBody = (titleEn: string) =>
    JSON.stringify({
      sectionId: 'energy',
      categoryId: panel.categories.find((category) => category.sectionId === 'energy')!.id,
      title: { ar: `مقال اختبار ${titleEn}`, en: titleEn },
      excerpt: { ar: 'ملخص قصير للاختبار', en: 'A short excerpt for the test.' },
      content: { ar: 'نص المقال', en: 'Body of the article.' },
      author: { ar: 'فريق الاختبار', en: 'Test team' },
      tags: { ar: 'اختبار', en: 'test' },
      image: panel.articles[0]!.image,
      featured: false,
    });
  const write = { ...staff, 'content-type': 'application/json', origin: a.url };
  const created = await fetch(`${a.url}/api/admin/news`, { method: 'POST', headers: write, body: articleBody(title) });
  expect(created.status).toBe(201);
  const { article } = (await created.json()) as { article: { id: number } };

  const list = await fetch(`${b.url}/en/energy/news`);
  expect(await list.text()).toContain(title);
  const address = `${b.url}/en/energy/news/${article.id}`;
  const page = await fetch(address);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(title);
  // B now keeps the article's page in memory (its Age says so); an edit made through A still shows on B at once.
  expect((await fetch(address)).headers.get('age')).toMatch(/^\d+$/);
  const edited = await fetch(`${a.url}/api/admin/news/${article.id}`, { method: 'PUT', headers: write, body: articleBody(`${title} edited`) });
  expect(edited.status).toBe(200);
  expect(await (await fetch(address)).text()).toContain(`${title} edited`);
});

test("a page saved and published through A's content API shows on B within 5 seconds, and stays cached between changes", async () => {
  expect(session, 'signed in by the test before').not.toBe('');
  const write = { cookie: `${SESSION_COOKIE}=${session}`, 'content-type': 'application/json', origin: a.url };
  const address = `${b.url}/en/energy/home`;
  const [current] = await database.query<{ version: number; data: Record<string, unknown> }>(
    `select d.version, v.data from content_documents d join content_versions v on v.document_id = d.id and v.version = d.version where d.id = 'energy-home'`,
  );
  const base = current!.version;
  const edit = (changes: (hero: Record<string, unknown>) => void) => {
    const data = structuredClone(current!.data) as { hero: Record<string, unknown> };
    changes(data.hero);
    return data;
  };
  // B keeps the page (its Age says so) while nothing changes (once the news published just before has been announced).
  await expect.poll(async () => (await fetch(address)).headers.get('age'), { timeout: 5000 }).toMatch(/^\d+$/);

  const title = `Published in seconds ${unique()}`;
  const save = (data: unknown, baseVersion: number) =>
    fetch(`${a.url}/api/admin/content/energy-home`, { method: 'PUT', headers: write, body: JSON.stringify({ baseVersion, data }) });
  const saved = await save(
    edit((hero) => (hero.title = { ...(hero.title as object), en: title })),
    base,
  );
  expect(saved.status).toBe(200);
  const { version } = (await saved.json()) as { version: number };
  expect(version).toBe(base + 1);
  // A draft is not shown to visitors.
  expect(await (await fetch(address)).text()).not.toContain(title);
  // Someone who opened the older version is refused, and told what is there now.
  const stale = await save(
    edit(() => {}),
    base,
  );
  expect(stale.status).toBe(409);
  expect(((await stale.json()) as { current: { version: number } }).current.version).toBe(version);
  // A picture address that is not the site's is refused with the field named; nothing is stored.
  const refused = await save(
    edit((hero) => (hero.image = 'javascript:alert(1)')),
    version,
  );
  expect(refused.status).toBe(422);
  expect(((await refused.json()) as { issues: unknown[] }).issues).toEqual([{ path: ['hero', 'image'], problem: 'format' }]);

  const published = await fetch(`${a.url}/api/admin/content/energy-home/publish`, {
    method: 'POST',
    headers: write,
    body: JSON.stringify({ version }),
  });
  expect(published.status).toBe(200);
  const start = Date.now();
  await expect.poll(async () => (await fetch(address)).text(), { timeout: 5000, intervals: [100] }).toContain(title);
  expect(Date.now() - start).toBeLessThan(5000);
  expect(await (await fetch(`${b.url}/en/search?q=${encodeURIComponent(title)}`)).text()).toContain('/en/energy/home');
  // Cached again once drawn (an announcement that arrives late may have B draw it once more first).
  await expect.poll(async () => (await fetch(address)).headers.get('age'), { timeout: 5000 }).toMatch(/^\d+$/);

  // A version with an English field emptied saves as a draft, but is not published: the gap is named.
  const gap = await save(
    edit((hero) => (hero.title = { ...(hero.title as object), en: '' })),
    version,
  );
  expect(gap.status).toBe(200);
  const gapVersion = ((await gap.json()) as { version: number }).version;
  const withGap = await fetch(`${a.url}/api/admin/content/energy-home/publish`, {
    method: 'POST',
    headers: write,
    body: JSON.stringify({ version: gapVersion }),
  });
  expect(withGap.status).toBe(422);
  expect(((await withGap.json()) as { gaps: unknown[] }).gaps).toEqual([{ path: ['hero', 'title'], missing: 'en' }]);
  expect(await (await fetch(address)).text()).toContain(title);
});

/** A run of Arabic letters made from `tag`, so an Arabic heading made unique by it is not isolated as Latin on the page. */
const arabicTag = (tag: string) => [...tag].map((c) => 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'[parseInt(c, 36) % 28]).join('');

test('in the browser on A, an editor changes an Arabic heading and an English figure, previews both at 390 px, publishes, and B shows it within 5 seconds', async ({
  browser,
}) => {
  const editor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await editor.goto(`${a.url}/en/admin/login`);
  await editor.getByLabel('Work email').fill(account.email);
  await editor.getByLabel('Password').fill(account.password);
  await editor.getByRole('button', { name: 'Sign in' }).click();
  await expect(editor).toHaveURL(`${a.url}/en/admin/leads`);
  await editor.goto(`${a.url}/en/admin/content/energy-products-solar-panels`);
  await expect(editor.locator('html')).toHaveAttribute('data-hydrated', '');
  const saved = () => expect(editor.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({ timeout: 10_000 });

  const arabicTitle = `الألواح الشمسية ${arabicTag(unique())}`;
  await editor
    .getByRole('region', { name: 'Page header' })
    .getByRole('group', { name: /^Title/ })
    .first()
    .getByLabel('Arabic')
    .fill(arabicTitle);
  await saved();
  const specs = editor.getByRole('region', { name: /^Section \d+: Specifications$/ });
  await specs.getByRole('button', { name: /Specifications/, expanded: false }).click();
  const figure = `${Math.floor(Math.random() * 900) + 100} W`;
  await specs
    .getByRole('group', { name: /^Value/ })
    .first()
    .getByLabel('English')
    .fill(figure);
  await saved();

  // The draft on a phone, in both languages, as visitors will see it once published.
  const phone = await editor.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(`${a.url}/api/admin/content/preview?id=energy-products-solar-panels&locale=ar`);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(arabicTitle);
  await phone.goto(`${a.url}/api/admin/content/preview?id=energy-products-solar-panels&locale=en`);
  await expect(phone.getByText(figure).first()).toBeVisible();
  await phone.goto(`${a.url}/api/admin/content/preview/exit?next=/`);
  // Nobody else sees the draft meanwhile.
  expect(await (await fetch(`${b.url}/energy/products/solar-panels`)).text()).not.toContain(arabicTitle);

  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByText('Published. Visitors now see this version in both languages.')).toBeVisible();
  const start = Date.now();
  await expect
    .poll(async () => (await fetch(`${b.url}/energy/products/solar-panels`)).text(), { timeout: 5000, intervals: [100] })
    .toContain(arabicTitle);
  await expect
    .poll(async () => (await fetch(`${b.url}/en/energy/products/solar-panels`)).text(), { timeout: 5000, intervals: [100] })
    .toContain(figure);
  expect(Date.now() - start).toBeLessThan(5000);
});

test('a product written on A in Arabic and scheduled for the next minute appears at that minute on both instances, made once', async ({
  browser,
}) => {
  test.setTimeout(4 * 60_000);
  const tag = unique();
  const slug = `scheduled-pump-${tag}`;
  const id = `energy-products-${slug}`;
  const path = `/energy/products/${slug}`;
  const titleAr = `مضخة مجدولة ${arabicTag(tag)}`;
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto(`${a.url}/admin/login`);
  await page.getByLabel('البريد الإلكتروني للعمل').fill(account.email);
  await page.getByLabel('كلمة المرور').fill(account.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL(`${a.url}/admin/leads`);
  await page.goto(`${a.url}/admin/content/new?collection=energy-products`);
  await page.getByLabel('العنوان بالعربية').fill(titleAr);
  await page.getByLabel('العنوان بالإنجليزية').fill(`Scheduled Pump ${tag}`);
  await page.getByLabel('فئة الكتالوج').selectOption('storage');
  await page.getByRole('button', { name: 'إنشاء المسودة' }).click();
  await expect(page).toHaveURL(`${a.url}/admin/content/${id}`);
  // The words the template left empty (the editor's fields are tested elsewhere).
  const api = `${a.url}/api/admin/content/${id}`;
  const current = await (await page.request.get(api, { headers: { origin: a.url } })).json();
  const saved = await page.request.put(api, { headers: { origin: a.url }, data: { data: filledIn(current.data), baseVersion: current.version } });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');

  const panel = page.getByRole('region', { name: 'جدولة النشر' });
  const when = panel.getByLabel('التاريخ والوقت (بتوقيت الرياض)');
  // A time gone by is refused by the server (the browser's own check set aside), and stays in the field.
  await when.evaluate((input) => input.removeAttribute('min'));
  await when.fill('2020-01-01T09:00');
  await panel.getByRole('button', { name: 'جدولة' }).click();
  await expect(panel.getByRole('alert')).toHaveText('هذا الوقت قد مضى. اختر وقتًا لاحقًا.');
  await expect(when).toHaveValue('2020-01-01T09:00');

  // The next whole minute that leaves time to submit, in Riyadh time as the field reads it.
  const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  await when.fill(siteDateTimeValue(new Date(at)));
  await panel.getByLabel('التغيير').selectOption('publish');
  await panel.getByRole('button', { name: 'جدولة' }).click();
  await expect(panel.getByRole('status')).toContainText('تمت الجدولة');
  await expect(panel.getByText(/^تُنشر يوم .* بتوقيت الرياض$/)).toBeVisible();
  await page.goto(`${a.url}/admin/content?state=scheduled`);
  await expect(page.getByRole('link', { name: titleAr })).toBeVisible();
  if (Date.now() < at - 1000) expect((await fetch(`${b.url}${path}`)).status).toBe(404);

  // Whichever instance's worker takes it, both show it at that minute: the page, the catalogue, search and sitemap.
  await expect.poll(async () => (await fetch(`${b.url}${path}`)).status, { timeout: at - Date.now() + 30_000, intervals: [1000] }).toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  expect(Date.now() - at, 'seconds after the minute').toBeLessThan(20_000);
  await expect.poll(async () => (await fetch(`${a.url}${path}`)).status, { timeout: 6000 }).toBe(200);
  expect(await (await fetch(`${b.url}${path}`)).text()).toContain(titleAr);
  expect(await (await fetch(`${a.url}/energy/products`)).text()).toContain(titleAr);
  expect(await (await fetch(`${b.url}/search?q=${encodeURIComponent(titleAr)}`)).text()).toContain(path);
  expect(await (await fetch(`${a.url}/sitemap.xml`)).text()).toContain(`${path}</loc>`);
  const runs = await database.query<{ outcome: string; audited: number }>(
    `select outcome, (select count(*)::int from content_audit where document_id = $1 and action = 'scheduled-publish') as audited
     from content_schedules where document_id = $1`,
    [id],
  );
  expect(runs).toEqual([{ outcome: 'published', audited: 1 }]);
});
