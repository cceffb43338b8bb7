import { expect, test, type Page } from './test';
import { editorAccount } from './environment';
import { filledIn, signInAs } from './support';

/**
 * Issue 25 §1: case studies are real. An editor writes two studies from the collection's template, states their facts
 * (division, customer sector, solutions, client or none, results) and publishes them; visitors find them on the case
 * studies page and filter them by division, sector and solution with JavaScript off, in both languages. The three
 * typical profiles the site launched with wait as drafts. Each run makes and deletes its own studies.
 */
test.describe.configure({ mode: 'serial' });

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const arabicTag = [...tag].map((c) => 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'[parseInt(c, 36) % 28]).join('');

const studies = [
  {
    slug: `factory-roof-${tag}`,
    en: `Factory roof plant ${tag}`,
    ar: `محطة سطح مصنع ${arabicTag}`,
    facts: { division: 'energy', sector: 'manufacturing', solutions: ['rooftop-solar', 'energy-monitoring'] },
    client: undefined,
  },
  {
    slug: `monitor-boards-${tag}`,
    en: `Patient monitor boards ${tag}`,
    ar: `لوحات أجهزة مراقبة المرضى ${arabicTag}`,
    facts: { division: 'electronics', sector: 'healthcare', solutions: ['pcba', 'testing'] },
    client: { ar: `مستشفى تجريبي ${arabicTag}`, en: `Test Hospital ${tag}` },
  },
  {
    slug: `meter-boards-${tag}`,
    en: `Smart meter boards ${tag}`,
    ar: `لوحات العدادات الذكية ${arabicTag}`,
    facts: { division: 'electronics', sector: 'manufacturing', solutions: ['pcba'] },
    client: undefined,
  },
] as const;

const idOf = (slug: string) => `case-studies-${slug}`;

async function createStudy(page: Page, baseURL: string, study: (typeof studies)[number]) {
  await page.goto('/en/admin/content/new');
  await page.getByRole('link', { name: /^Case study/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New case study');
  await page.getByLabel('Title in Arabic').fill(study.ar);
  await page.getByLabel('Title in English').fill(study.en);
  await page.getByLabel('Address').fill(study.slug);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/content/${idOf(study.slug)}$`));

  // The words the template left empty, and the facts only the company knows (the editor's fields are tested elsewhere).
  const api = `/api/admin/content/${idOf(study.slug)}`;
  const current = await (await page.request.get(api, { headers: { origin: baseURL } })).json();
  const data = filledIn(current.data) as { blocks: Record<string, unknown>[] };
  expect(data.blocks.map((block) => block.kind)).toEqual(['caseStudy', 'intro', 'gallery', 'cta']);
  data.blocks[0] = {
    ...data.blocks[0],
    ...study.facts,
    year: '2025',
    client: study.client,
    location: { ar: 'جدة', en: 'Jeddah' },
    figures: [{ id: 'result', label: { ar: 'القدرة المركّبة', en: 'Installed capacity' }, value: { ar: '1.2 MW', en: '1.2 MW' } }],
    links: [{ id: 'pcba', href: '/electronics/ems/pcba-assembly', label: { ar: 'تجميع اللوحات الإلكترونية (PCBA)', en: 'PCBA manufacturing' } }],
  };
  const saved = await page.request.put(api, { headers: { origin: baseURL }, data: { data, baseVersion: current.version } });
  expect(saved.status()).toBe(200);

  await page.goto(`/en/admin/content/${idOf(study.slug)}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. Visitors now see this version in both languages.')).toBeVisible();
}

test('an editor writes two case studies from the template and publishes them; the launch profiles wait as drafts', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAs(page, editorAccount);
  // The typical profiles are drafts: in the editor's list, not on the site.
  await page.goto('/en/admin/content');
  await expect(page.getByRole('link', { name: 'Rooftop solar for a factory' })).toBeVisible();
  expect((await request.get('/en/case-studies/factory-rooftop-solar')).status()).toBe(404);

  for (const study of studies) await createStudy(page, baseURL!, study);
  await expect.poll(async () => (await request.get(`/en/case-studies/${studies[1].slug}`)).status(), { timeout: 15_000 }).toBe(200);
});

test('visitors filter the case studies by division, sector and solution with JavaScript off, in both languages', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/case-studies');
  const card = (title: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  const [roof, boards, meters] = studies.map((study) => card(study.en));
  for (const shown of [roof, boards, meters]) await expect(shown!).toBeVisible();
  await expect(roof!).toContainText('Confidential client');
  await expect(boards!).toContainText(`Test Hospital ${tag}`);
  const nothing = page.getByText(/No case study matches/);
  await expect(nothing).toBeHidden();

  const filters = page.getByRole('form', { name: 'Filter case studies' });
  // Nothing chosen yet: nothing to clear.
  await expect(filters.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
  await filters.getByRole('group', { name: 'Division' }).getByText('Sahel Electronics').click();
  await expect(roof!).toBeHidden();
  await expect(boards!).toBeVisible();
  await expect(meters!).toBeVisible();
  await filters.getByRole('group', { name: 'Solution' }).getByText('PCBA manufacturing').click();
  await expect(meters!).toBeVisible();
  await filters.getByRole('group', { name: 'Sector' }).getByText('Healthcare').click();
  await expect(boards!).toBeVisible();
  await expect(meters!).toBeHidden();
  // Energy for healthcare: none of this run's studies, and the page says so, with a way back.
  await filters.getByRole('group', { name: 'Division' }).getByText('Sahel Energy').click();
  for (const hidden of [roof, boards, meters]) await expect(hidden!).toBeHidden();
  await expect(nothing).toBeVisible();
  await filters.getByRole('button', { name: 'Clear filters' }).last().click();
  for (const shown of [roof, boards, meters]) await expect(shown!).toBeVisible();
  await expect(nothing).toBeHidden();

  // In Arabic, the same filters in Arabic words.
  await page.goto('/case-studies');
  const arabicFilters = page.getByRole('form', { name: 'تصفية دراسات الحالة' });
  await arabicFilters.getByRole('group', { name: 'القطاع' }).getByText('الساحل للطاقة').click();
  await expect(page.getByRole('link', { name: studies[0].ar })).toBeVisible();
  await expect(page.getByRole('link', { name: studies[1].ar })).toBeHidden();

  // A study's own page: its facts, its results and the services it involved.
  await page.getByRole('link', { name: studies[0].ar }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(studies[0].ar);
  await expect(page.getByText('اسم العميل غير مُعلن')).toBeVisible();
  await page.goto(`/en/case-studies/${studies[1].slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(studies[1].en);
  await expect(page.getByText('Healthcare', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'PCBA manufacturing' }).first()).toHaveAttribute('href', '/en/electronics/ems/pcba-assembly');
  await expect(page.getByRole('link', { name: 'All case studies' })).toHaveAttribute('href', '/en/case-studies');
  await context.close();
});

test('deleted, the studies leave the case studies page', async ({ page, request }) => {
  await signInAs(page, editorAccount);
  for (const study of studies) {
    await page.goto(`/en/admin/content/${idOf(study.slug)}`);
    await page.getByText('Delete this entry…').click();
    await page.getByLabel('Yes, delete this entry').check();
    await page.getByRole('button', { name: 'Delete entry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The entry was deleted.' })).toBeVisible();
  }
  await expect.poll(async () => (await request.get(`/en/case-studies/${studies[0].slug}`)).status(), { timeout: 15_000 }).toBe(404);
  expect(await (await request.get('/en/case-studies')).text()).not.toContain(tag);
});
