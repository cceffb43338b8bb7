import { expect, test, type APIRequestContext, type Page } from './test';
import { blockKinds } from '../../src/components/sections/blocks/schema';
import { publicPageRoutes } from '../../src/config/routes';
import { editorAccount, staffAccount } from './environment';
import { expectOneMail } from './mailbox';
import { signInAs, visitorAddress } from './support';

/**
 * The attack suite (issue 11): what an attacker sends comes back as inert text everywhere staff and visitors read
 * it; staff screens and APIs refuse everyone who may not use them; odd bodies and paths get a clean 4xx.
 */

/** Markup that would run script if any page or screen put it into the document unescaped. */
const payloads = [
  '<script>window.__pwned=1</script>',
  '"><img src=x onerror="window.__pwned=1">',
  "'><svg onload=window.__pwned=1>",
  '</textarea><iframe srcdoc="<script>parent.__pwned=1</script>">',
];
const sqlLike = "Robert'); DROP TABLE leads;-- ' OR '1'='1";

/** Fails the test if a page ran any of the payloads (or opened a dialog), and shows the text to be read as text. */
async function expectInert(page: Page, url: string, visibleText?: string) {
  let dialog = '';
  page.on('dialog', async (d) => {
    dialog = d.message();
    await d.dismiss();
  });
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(500);
  const html = (await response?.text()) ?? '';
  for (const payload of payloads) expect(html, `${url} carries raw markup`).not.toContain(payload);
  if (visibleText) await expect(page.getByText(visibleText, { exact: false }).first()).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialog).toBe('');
}

async function postLead(request: APIRequestContext, fields: Record<string, string>) {
  const response = await request.post('/api/leads', { data: fields, headers: { 'x-forwarded-for': visitorAddress() } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('markup and SQL typed into every enquiry field stay text in the inbox, the lead, the CSV and the e-mail', async ({ page, request }) => {
  const marker = `Attack ${Date.now()}`;
  const ids: number[] = [];
  const services = { contact: 'other', 'electronics-contact': 'custom-solutions', 'energy-contact': 'other', 'energy-home': 'residential' };
  for (const [index, [form, service]] of Object.entries(services).entries()) {
    const payload = payloads[index % payloads.length]!;
    ids.push(
      await postLead(request, {
        form,
        name: `${marker} ${form} ${payload}`.slice(0, 120),
        email: 'attacker@example.com',
        phone: '+966 50 000 0000',
        company: `=HYPERLINK("http://evil.example") ${payload}`.slice(0, 160),
        service,
        message: `${sqlLike}\n${payloads.join('\n')}`,
      }),
    );
  }

  await signInAs(page, staffAccount);
  await expectInert(page, `/en/admin/leads?q=${encodeURIComponent(marker)}`, `${marker} contact`);
  for (const id of ids) {
    await expectInert(page, `/en/admin/leads/${id}`, sqlLike);
  }

  const exported = await page.request.get(`/api/admin/leads/export?q=${encodeURIComponent(marker)}`, {
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  const csv = await exported.text();
  expect(csv).toContain(sqlLike.replaceAll('"', '""'));
  // A spreadsheet must never see a formula: the cell starts with a quote mark, not "=".
  expect(csv).not.toMatch(/(^|[,;\n])"?=HYPERLINK/);
  expect(csv).toContain("'=HYPERLINK");

  const mail = await expectOneMail(`${marker} contact`);
  expect(mail.hasHtml).toBe(false);
  expect(mail.text).toContain(sqlLike);
});

test('markup in the search, the news search and the calculator addresses comes back as text', async ({ page }) => {
  // Twenty-five page loads, each waited on until it has come alive.
  test.setTimeout(150_000);
  for (const payload of payloads) {
    const q = encodeURIComponent(payload);
    await expectInert(page, `/en/search?q=${q}`);
    await expectInert(page, `/search?q=${q}`);
    await expectInert(page, `/en/energy/news?q=${q}&category=${q}&page=${q}`);
    await expectInert(page, `/en/energy/calculator?grid=${q}&type=${q}&bill=${q}&area=${q}`);
    await expectInert(page, `/energy/calculator?grid=on&type=residential&bill=900&area=${q}`);
  }
});

test('SQL-looking searches are words to look for, not SQL: they find nothing rather than everything', async ({ page }) => {
  // Every word must match; "zzqq" is in no article, so a query that escaped into SQL would be the only way to a result.
  for (const query of ["zzqq' OR '1'='1", "zzqq%' OR 1=1 --", 'zzqq") OR true; --']) {
    const news = await page.goto(`/en/energy/news?q=${encodeURIComponent(query)}`);
    expect(news?.status(), query).toBe(200);
    await expect(page.locator('main article'), query).toHaveCount(0);
    const search = await page.goto(`/en/search?q=${encodeURIComponent(query)}`);
    expect(search?.status(), query).toBe(200);
    await expect(page.locator('main article'), query).toHaveCount(0);
  }
});

test.describe('staff screens and APIs refuse everyone who may not use them', () => {
  const staffPages = [
    '/admin/leads',
    '/en/admin/leads/1',
    '/energy/admin/news',
    '/en/energy/admin/news?x=1',
    '/admin/content',
    '/en/admin/content/energy-home',
    '/admin/content/energy-home/history',
    '/en/admin/content/energy-home/preview',
    '/en/admin/content/audit',
  ];
  const forged = { Cookie: 'session=forged-token-value' };

  test('anonymous and forged-cookie requests to staff pages go to sign-in and see no data', async ({ request }) => {
    for (const path of staffPages) {
      for (const headers of [{}, forged]) {
        const response = await request.get(path, { headers, maxRedirects: 0 });
        expect([307, 200], path).toContain(response.status());
        if (response.status() === 307) expect(response.headers().location, path).toMatch(/\/admin\/login\?next=/);
        else expect(await response.text(), path).toContain('Staff sign-in');
      }
    }
    // An unknown staff address reveals nothing either: sign-in without a cookie, the home page with one.
    expect((await request.get('/en/admin/anything', { maxRedirects: 0 })).headers().location).toMatch(/\/admin\/login\?next=/);
    expect((await request.get('/en/admin/anything', { headers: forged, maxRedirects: 0 })).headers().location).toBe('/en');
  });

  const apis: { method: 'get' | 'post' | 'put' | 'delete'; path: string }[] = [
    { method: 'get', path: '/api/admin/news' },
    { method: 'post', path: '/api/admin/news' },
    { method: 'put', path: '/api/admin/news/1' },
    { method: 'delete', path: '/api/admin/news/1' },
    { method: 'post', path: '/api/admin/news/delete' },
    { method: 'post', path: '/api/admin/news/images' },
    { method: 'get', path: '/api/admin/leads/export' },
    { method: 'get', path: '/api/admin/content/energy-home' },
    { method: 'put', path: '/api/admin/content/energy-home' },
    { method: 'post', path: '/api/admin/content/energy-home/publish' },
    { method: 'get', path: '/api/admin/content/preview?id=energy-home&locale=en' },
  ];
  /** Reads that hand out personal data or a staff-only state answer only this site's own pages. */
  const sameOriginReads = new Set([
    '/api/admin/leads/export',
    '/api/admin/content/energy-home',
    '/api/admin/content/preview?id=energy-home&locale=en',
  ]);

  test('anonymous and forged-cookie requests to the staff API get 401', async ({ request }) => {
    for (const { method, path } of apis) {
      for (const headers of [{}, forged]) {
        const response = await request[method](path, { headers, data: method === 'get' ? undefined : {} });
        expect(response.status(), `${method} ${path}`).toBe(401);
      }
    }
  });

  test('a signed-in admin asking from another site gets 403 from every API', async ({ page }) => {
    await signInAs(page, staffAccount);
    for (const { method, path } of apis) {
      const response = await page.request[method](path, { headers: { Origin: 'https://evil.example' }, data: method === 'get' ? undefined : {} });
      const expected = method === 'get' && !sameOriginReads.has(path) ? 200 : 403;
      expect(response.status(), `${method} ${path}`).toBe(expected);
    }
  });

  test('an editor gets 403 from the lead export and the leads screens show no data', async ({ page }) => {
    await signInAs(page, editorAccount);
    expect((await page.request.get('/api/admin/leads/export', { headers: { 'sec-fetch-site': 'same-origin' } })).status()).toBe(403);
    const inbox = await page.request.get('/en/admin/leads');
    expect(await inbox.text()).toContain('This screen is not part of your role');
    expect((await page.request.get('/api/admin/news')).status()).toBe(200);
  });
});

test('path traversal on /locales and /media reaches no file', async ({ request }) => {
  for (const path of [
    '/locales/en/..%2F..%2F..%2Fpackage.json',
    '/locales/..%2F..%2Fpackage.json/common.json',
    '/locales/en/%2e%2e%2f%2e%2e%2f.env',
    '/locales/en/common.json%00.png',
    '/media/news/..%2F..%2F..%2Fpackage.json',
    '/media/news/%2e%2e%2fdata.webp',
    '/media/news/....%2F%2Fetc%2Fpasswd',
    '/media/news/..\\..\\package.json',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([400, 404], path).toContain(response.status());
    const body = await response.text();
    expect(body, path).not.toMatch(/"dependencies"|root:x:0|DATABASE_URL/);
  }
});

test('bodies that are too big, broken, mislabelled or not UTF-8 get a 4xx with no stack trace', async ({ page, request }) => {
  const lead = { form: 'contact', name: 'A', email: 'a@example.com', service: 'other', message: 'Hello there' };
  const headers = { 'x-forwarded-for': visitorAddress() };
  const cases: { name: string; headers: Record<string, string>; data: string | Buffer; expected: number[] }[] = [
    {
      name: 'oversized',
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ ...lead, message: 'x'.repeat(200_000) }),
      expected: [413],
    },
    { name: 'malformed JSON', headers: { 'Content-Type': 'application/json' }, data: '{"form": "contact", ', expected: [400] },
    { name: 'JSON that is not an object', headers: { 'Content-Type': 'application/json' }, data: '["contact"]', expected: [400] },
    { name: 'wrong content type', headers: { 'Content-Type': 'text/xml' }, data: '<lead/>', expected: [415] },
    { name: 'no content type', headers: {}, data: JSON.stringify(lead), expected: [415] },
    { name: 'not UTF-8', headers: { 'Content-Type': 'application/json' }, data: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), expected: [400] },
    { name: 'multipart without boundary', headers: { 'Content-Type': 'multipart/form-data' }, data: 'x', expected: [400, 415] },
  ];
  for (const item of cases) {
    const response = await request.post('/api/leads', { headers: { ...headers, ...item.headers }, data: item.data });
    expect(item.expected, `${item.name}: ${response.status()}`).toContain(response.status());
    expect(await response.text(), item.name).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  }

  await signInAs(page, staffAccount);
  const origin = new URL(page.url()).origin;
  for (const item of cases.filter((c) => c.name !== 'no content type')) {
    const response = await page.request.post('/api/admin/news', { headers: { Origin: origin, ...item.headers }, data: item.data });
    expect(response.status(), `news ${item.name}`).toBeGreaterThanOrEqual(400);
    expect(response.status(), `news ${item.name}`).toBeLessThan(500);
    expect(await response.text(), item.name).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  }
  const upload = await page.request.post('/api/admin/news/images', {
    headers: { Origin: origin, 'Content-Type': 'multipart/form-data' },
    data: 'no boundary here',
  });
  expect(upload.status()).toBeGreaterThanOrEqual(400);
  expect(upload.status()).toBeLessThan(500);
});

test('markup typed into every field of every block kind stays text in the page preview and the editor', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, staffAccount);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const headers = { Origin: origin };
  type Document = { id: string; hero: Record<string, unknown>; blocks: { kind: string; id: string }[] } & Record<string, unknown>;
  // One block of each kind, taken from the site's own pages (a page no other suite reads is the target).
  const target = 'energy-products-wind-turbine-gearboxes';
  const ids = publicPageRoutes.map((route) => route.id);
  const byKind = new Map<string, { kind: string; id: string }>();
  for (const id of ids) {
    const response = await page.request.get(`/api/admin/content/${id}`, { headers });
    if (response.status() !== 200) continue;
    // Sections, and the sections inside tabs.
    const collect = (blocks: { kind: string; id: string; tabs?: { blocks?: { kind: string; id: string }[] }[] }[]) => {
      for (const block of blocks) {
        if (!byKind.has(block.kind)) byKind.set(block.kind, block);
        for (const tab of block.tabs ?? []) collect(tab.blocks ?? []);
      }
    };
    collect(((await response.json()) as { data: Document }).data.blocks);
  }
  // Kinds no page of the site uses yet get words of their own, built as the editor would add them.
  const words = (text: string) => ({ ar: text, en: text });
  byKind.set('testimonials', {
    kind: 'testimonials',
    id: 'quotes',
    title: words('x'),
    items: [{ id: 'q1', quote: words('x'), role: words('x'), company: words('x') }],
  } as never);
  byKind.set('figure', {
    kind: 'figure',
    id: 'figure',
    title: words('x'),
    image: '/images/scenes/solar.svg',
    alt: words('x'),
    caption: words('x'),
  } as never);
  // A case study's facts and its gallery are on no published page: the launch profiles are drafts.
  byKind.set('caseStudy', {
    kind: 'caseStudy',
    id: 'facts',
    title: words('x'),
    division: 'energy',
    sector: 'manufacturing',
    solutions: ['rooftop-solar'],
    client: words('x'),
    location: words('x'),
    figures: [{ id: 'f1', label: words('x'), value: words('x') }],
    links: [{ id: 'l1', href: '/contact', label: words('x') }],
  } as never);
  byKind.set('gallery', {
    kind: 'gallery',
    id: 'gallery',
    title: words('x'),
    items: [{ id: 'g1', image: '/images/scenes/solar.svg', alt: words('x'), caption: words('x') }],
  } as never);
  expect([...byKind.keys()].sort()).toEqual([...blockKinds].sort());
  const current = (await (await page.request.get(`/api/admin/content/${target}`, { headers })).json()) as { version: number; data: Document };
  // Every word of every block, in both languages, becomes one of the payloads.
  let n = 0;
  const hostile = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(hostile);
    if (value && typeof value === 'object') {
      if ('ar' in value && 'en' in value) return { ar: payloads[n % payloads.length], en: payloads[n++ % payloads.length] };
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, hostile(child)]));
    }
    return value;
  };
  const data = {
    ...current.data,
    hero: hostile(current.data.hero),
    blocks: [...byKind.values()].map((block, index) => ({ ...(hostile(block) as object), id: `attack-${index}` })),
  };
  const saved = await page.request.put(`/api/admin/content/${target}`, { data: { baseVersion: current.version, data }, headers });
  expect(saved.status(), await saved.text()).toBe(200);
  // A link or picture field refuses a script address in every block kind that has one.
  const withScriptLink = structuredClone(data) as Document & { hero: { actions?: { href: string }[] } };
  withScriptLink.hero.actions = [{ href: 'javascript:window.__pwned=1', label: { ar: 'س', en: 'x' } } as never];
  expect(
    (await page.request.put(`/api/admin/content/${target}`, { data: { baseVersion: current.version + 1, data: withScriptLink }, headers })).status(),
  ).toBe(422);

  // The page as visitors would see it once published: the staff preview.
  await page.goto(`/api/admin/content/preview?id=${target}&locale=en`);
  await expect(page.getByRole('region', { name: 'Preview of unpublished changes' })).toBeVisible();
  for (const path of ['/en/energy/products/wind-turbine-gearboxes', '/energy/products/wind-turbine-gearboxes'])
    await expectInert(page, path, 'window.__pwned=1'); // as text (Latin runs of the Arabic page are isolated)
  // The editor, every section opened.
  await expectInert(page, `/en/admin/content/${target}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const closed = page.getByRole('region', { name: /^Section \d+:/ }).getByRole('button', { expanded: false });
  // Opening tabs shows the sections inside them, closed in turn: each round opens every section shown closed.
  for (let round = 0; round < 5 && (await closed.count()) > 0; round++) {
    await closed.evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
  }
  await expect(closed).toHaveCount(0);
  // The words are there to edit, as typed.
  expect(
    await page
      .locator('input, textarea')
      .evaluateAll((fields) => fields.filter((field) => (field as HTMLInputElement).value.includes('<script>')).length),
  ).toBeGreaterThan(10);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expectInert(page, `/en/admin/content/${target}/history`);
  // Back to the published page for everyone else, and out of preview.
  await page.goto('/api/admin/content/preview/exit?next=/');
});
