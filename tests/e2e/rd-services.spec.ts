import { expect, test } from './test';
import { rdServiceCategories } from '../../src/site-pages/rd/rd-services';

// Spec part 2 §2.6: the R&D page's service cards link to these anchors.
const specAnchors = [
  'industrial-products',
  'automotive-products',
  'firmware-software',
  'ai',
  'software-development',
  'datacenter-cloud',
  'image-processing',
  'iot-communication',
  'networking-hardware',
  'fpga-rf',
  'automation-control',
  'monitoring-control',
  'embedded-systems',
  'electronic-research',
  'pcb-design',
  'product-design',
  'simulation-mechanical',
  'power-electronics',
  'prototyping-testing',
  'ultrasonic-testing',
  'xray-testing',
  'magnetic-particle-inspection',
  'liquid-penetrant-testing',
  'visual-inspection',
  'eddy-current-testing',
  'acoustic-emission-testing',
  'thickness-measurement',
  'welding-inspection',
  'hardness-testing',
];

test('every R&D service of the spec has its own place on the services page', async ({ page }) => {
  expect(rdServiceCategories.flatMap((category) => category.services).sort()).toEqual([...specAnchors].sort());
  await page.goto('/en/electronics/rd/services');
  for (const anchor of specAnchors) await expect(page.locator(`[id="${anchor}"] h3`)).not.toBeEmpty();
});

test('a service card on the R&D page opens the service at its anchor', async ({ page }) => {
  await page.goto('/en/electronics/rd');
  const services = page.locator('section#services');
  const link = services.getByRole('link').first();
  const name = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/en\/electronics\/rd\/services#industrial-products$/);
  await expect(page.locator('#industrial-products')).toBeInViewport();
  await expect(page.locator('#industrial-products h3')).toHaveText(name);
});

test('the spec’s R&D addresses, typed or percent-encoded, move for good to /electronics/rd in both languages', async ({ request }) => {
  for (const [from, to] of [
    ['/electronics/R&D', '/electronics/rd'],
    ['/electronics/R%26D', '/electronics/rd'],
    ['/en/electronics/R&D', '/en/electronics/rd'],
    ['/en/electronics/R%26D/services', '/en/electronics/rd/services'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location, from).toBe(to);
  }
  const page = await request.get('/electronics/rd');
  expect(page.status()).toBe(200);
  expect(await page.text()).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/electronics\/rd"/);
});

test('the sitemap and the site search name the R&D page at its plain address', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/\/en\/electronics\/rd<\/loc>/);
  expect(sitemap).not.toMatch(/R&amp;D|R%26D/);
  await page.goto('/en/search?q=research');
  await expect(page.locator('main a[href="/en/electronics/rd"]').first()).toBeAttached();
});

test('the site links to the R&D page at its plain address', async ({ page }) => {
  await page.goto('/en/electronics/home');
  await expect(page.locator('a[href*="R&D"], a[href*="R%26D"]')).toHaveCount(0);
  await expect(page.locator('a[href="/en/electronics/rd"]').first()).toBeAttached();
});
