import { expect, test } from './test';
import { rdServiceCategories } from '../../src/features/rd/rd-services';

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
  await page.goto('/en/electronics/R&D');
  const services = page.locator('section#services');
  const link = services.getByRole('link').first();
  const name = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/en\/electronics\/rd\/services#industrial-products$/);
  await expect(page.locator('#industrial-products')).toBeInViewport();
  await expect(page.locator('#industrial-products h3')).toHaveText(name);
});
