import { expect, test } from './test';
import { createScratchDatabase, postgresAnswers, postgresServerLabel, type ScratchDatabase } from './postgres';
import { extraPort, runScript, startServer, stopServer, waitUntilHealthy, type RunningServer } from './servers';

/**
 * Issue 23: plain `next start` serves the site completely, and `npm start` (scripts/start.mjs) is only an optional
 * layer in front of it; the build's standalone server, as a container runs it, serves the same. All run the same
 * build on one PostgreSQL database (so they hold the same articles), and every address of the sitemap, plus the
 * addresses that decide a visitor's language, a staff screen, a search, an API answer and a missing page, must
 * answer the same from each: status, headers and HTML, apart from what differs
 * by nature (the date, the request id, a fresh nonce, the server's own address). `npm start`'s copy from memory must
 * equal its first answer too. Then a visitor sends an enquiry and a staff member signs in, on plain `next start` and
 * on the standalone server.
 */
test.describe.configure({ mode: 'serial' });

const password = 'Plain next start 2026';
let database: ScratchDatabase;
let plain: RunningServer;
let layered: RunningServer;
let standalone: RunningServer;

test.beforeAll(async () => {
  test.skip(!(await postgresAnswers()), `No PostgreSQL server answers at ${postgresServerLabel}: the plain next start suite is skipped.`);
  test.setTimeout(3 * 60_000);
  database = await createScratchDatabase('plain_next');
  const env = { DATABASE_URL: database.url, STAFF_TWO_FACTOR: 'off' };
  // One after the other, so the second finds the database migrated and seeded.
  plain = startServer({ name: 'plain next start', port: extraPort(9), env, entry: 'next start' });
  await waitUntilHealthy(plain);
  layered = startServer({ name: 'npm start', port: extraPort(10), env });
  standalone = startServer({ name: 'standalone server', port: extraPort(11), env, entry: 'standalone' });
  await Promise.all([waitUntilHealthy(layered), waitUntilHealthy(standalone)]);
});

test.afterAll(async () => {
  await Promise.all([plain, layered, standalone].filter(Boolean).map((server) => stopServer(server)));
  await database?.drop();
});

/** Headers that differ between two answers by nature, or that only say how the bytes travelled. */
const incidental = new Set([
  'date',
  'x-request-id',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'etag',
  'age',
  'x-nextjs-cache',
]);

type Answer = { status: number; headers: Record<string, string>; body: string };

async function answer(server: RunningServer, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual', headers });
  // A page rendered per request carries its policy's fresh nonce wherever Next writes it (attributes, the payload).
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const same = (text: string) => {
    // A cookie's expiry is counted from the second it was set: two servers asked a moment apart may differ by one.
    const settled = text.replaceAll(server.url, 'ORIGIN').replace(/Expires=[^;]+/g, 'Expires=(a year on)');
    return nonce ? settled.replaceAll(nonce, 'NONCE') : settled;
  };
  const kept = [...response.headers].filter(([name]) => !incidental.has(name));
  return {
    status: response.status,
    headers: Object.fromEntries(kept.map(([name, value]) => [name, same(value)])),
    body: same(await response.text()),
  };
}

/** Where two texts part, with a little of each around it. */
function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `${at}: "${a.slice(at - 40, at + 40)}" / plain "${b.slice(at - 40, at + 40)}"`;
}

test('every page, redirect and refusal answers the same from plain next start as from npm start and the standalone server', async () => {
  test.setTimeout(4 * 60_000);
  const sitemap = await (await fetch(`${plain.url}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(pages.length, 'pages in the sitemap').toBeGreaterThan(100);
  const visits: [string, Record<string, string>?][] = [
    ...pages.map((path): [string] => [path]),
    ['/', { 'accept-language': 'en-GB,en;q=0.9,ar;q=0.5' }],
    ['/', { cookie: 'i18next=en' }],
    ['/about?lng=en'],
    ['/en/admin/login'],
    ['/en/search?q=solar'],
    ['/en/energy/news?page=1'],
    ['/energy/news/999999'],
    ['/en/no-such-page'],
    ['/nowhere.css'],
    ['/robots.txt'],
    ['/icons.svg'],
  ];
  const differences: string[] = [];
  for (const [path, headers] of visits) {
    const [fromPlain, fromLayered, fromStandalone] = (await Promise.all(
      [plain, layered, standalone].map((server) => answer(server, path, headers)),
    )) as [Answer, Answer, Answer];
    const again = await answer(layered, path, headers);
    for (const [label, other] of [
      ['npm start', fromLayered],
      ['npm start, again', again],
      ['standalone', fromStandalone],
    ] as const) {
      if (other.status !== fromPlain.status) differences.push(`${path} (${label}): status ${other.status}, plain ${fromPlain.status}`);
      for (const name of new Set([...Object.keys(fromPlain.headers), ...Object.keys(other.headers)])) {
        if (other.headers[name] !== fromPlain.headers[name])
          differences.push(`${path} (${label}): ${name} "${other.headers[name]}", plain "${fromPlain.headers[name]}"`);
      }
      if (other.body !== fromPlain.body) differences.push(`${path} (${label}): the HTML differs at ${firstDifference(other.body, fromPlain.body)}`);
    }
  }
  expect(differences).toEqual([]);
});

test('plain next start gives every answer a request id, and keeps a reverse proxy’s own', async () => {
  const page = await fetch(`${plain.url}/en/about`);
  expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  const health = await fetch(`${plain.url}/api/health`, { headers: { 'x-request-id': 'edge-7f3a9c21' } });
  expect(health.headers.get('x-request-id')).toBe('edge-7f3a9c21');
});

for (const [label, server] of [
  ['plain next start', () => plain],
  ['the standalone server', () => standalone],
] as const) {
  test(`on ${label} a visitor sends an enquiry and staff sign in, in Arabic and English`, async ({ browser }) => {
    const { url } = server();
    const account = { email: `${label.replaceAll(' ', '-')}-admin@example.com`, password };
    const context = await browser.newContext();
    const page = await context.newPage();
    const marker = `Plain next ${Date.now().toString(36)}`;
    const email = `reem.${Date.now().toString(36)}@example.com`;
    await page.goto(`${url}/contact`);
    await page.getByLabel(/^الاسم الكامل/).fill('ريم');
    await page.getByLabel(/^البريد الإلكتروني/).fill(email);
    await page.getByLabel(/^الخدمة المطلوبة/).selectOption({ index: 1 });
    await page.getByLabel(/^رسالتك/).fill(marker);
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByRole('heading', { name: 'شكرًا لك، وصلتنا رسالتك' })).toBeVisible();
    const [lead] = await database.query<{ count: number }>('select count(*)::int as count from leads where message = $1', [marker]);
    expect(lead?.count).toBe(1);

    await runScript('scripts/user-create.ts', ['--email', account.email, '--password', account.password, '--role', 'admin'], {
      DATABASE_URL: database.url,
    });
    await page.goto(`${url}/en/admin/login`);
    await page.getByLabel('Work email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${url}/en/admin/leads`);
    await expect(page.getByRole('heading', { name: 'Leads inbox' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await context.close();
  });
}
