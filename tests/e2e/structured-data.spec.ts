import Validator from '@adobe/structured-data-validator';
import { expect, test } from './test';
import { electronicsProductSlugs, energyApplicationSlugs, energyProductSlugs } from '../../src/config/collections';

/**
 * Issue 25 §3: the structured data search engines read, from the server's HTML, checked against Google's rules for
 * rich results (`@adobe/structured-data-validator`; schema.org's vocabulary itself is checked when the builders are
 * compiled, `src/lib/json-ld.tsx`). Organization on the home, a BreadcrumbList on every page below it, Product on
 * product pages (with no price, rating or review, which the group does not publish: decision 015), NewsArticle as
 * before.
 */

type Item = Record<string, unknown> & { '@type': string };

type Request = import('@playwright/test').APIRequestContext;

async function pageOf(request: Request, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const items = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Item);
  return { items, canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] };
}

const structuredData = async (request: Request, path: string) => (await pageOf(request, path)).items;

/**
 * Google's rules for each item, as the validator reports them: every error, and every warning but those naming an
 * optional field a product page could add (colour, size, GTIN, …), which the group's pages have no source for.
 */
async function issuesOf(items: Item[]): Promise<string[]> {
  const grouped: Record<string, Item[]> = {};
  for (const item of items) (grouped[item['@type']] ??= []).push(structuredClone(item));
  const issues = await new Validator().validate({ jsonld: grouped });
  return issues
    .filter((issue) => issue.severity === 'ERROR' || !/\(optional\)$|"gtin"/.test(issue.issueMessage))
    .map((issue) => `${issue.rootType} ${issue.severity}: ${issue.issueMessage}`);
}

/**
 * What a product page without a price, rating or review is told (decision 015): it is not a product offered for sale
 * online. The first is the product-snippet rule; the others are merchant listings', which ask for a photograph too.
 */
const notForSale = [
  'Product ERROR: One of the following attributes is required: "aggregateRating", "offers" or "review"',
  'Product ERROR: Required attribute "image" is missing',
  'Product ERROR: Required attribute "offers" is missing',
];

test('the home page describes the group as an organisation, and nothing is wrong with it', async ({ request }) => {
  for (const path of ['/', '/en']) {
    const items = await structuredData(request, path);
    expect(items.map((item) => item['@type'])).toEqual(['Organization']);
    expect(await issuesOf(items)).toEqual([]);
  }
});

test('every page below the home says where it sits: group, division, catalogue, page, in its language', async ({ request }) => {
  const pages = [
    { path: '/en/energy/home', names: ['Sahel Industrial Group', 'Sahel Energy'] },
    { path: '/en/about', names: ['Sahel Industrial Group', undefined] },
    { path: '/en/energy/calculator', names: ['Sahel Industrial Group', 'Sahel Energy', undefined] },
    { path: '/en/energy/contact', names: ['Sahel Industrial Group', 'Sahel Energy', undefined] },
    { path: `/en/energy/applications/${energyApplicationSlugs[0]}`, names: ['Sahel Industrial Group', 'Sahel Energy', undefined, undefined] },
    { path: `/electronics/products/${electronicsProductSlugs[0]}`, names: ['مجموعة الساحل الصناعية', undefined, undefined, undefined] },
  ];
  for (const { path, names } of pages) {
    const { items, canonical } = await pageOf(request, path);
    const trails = items.filter((item) => item['@type'] === 'BreadcrumbList');
    expect(trails, path).toHaveLength(1);
    const crumbs = trails[0]!.itemListElement as { position: number; name: string; item: string }[];
    expect(crumbs.map((crumb) => crumb.position)).toEqual(names.map((_, index) => index + 1));
    names.forEach((name, index) => name && expect(crumbs[index]!.name, path).toBe(name));
    // The last crumb is the page itself, at its address in its language.
    expect(canonical, path).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    expect(crumbs.at(-1)!.item, path).toBe(canonical);
    expect(await issuesOf(trails), path).toEqual([]);
  }
});

test('product pages describe the product from its content, with nothing invented', async ({ request }) => {
  const { items: energy, canonical } = await pageOf(request, `/en/energy/products/${energyProductSlugs[0]}`);
  const product = energy.find((item) => item['@type'] === 'Product')!;
  expect(product).toMatchObject({ name: expect.any(String), description: expect.any(String), url: canonical });
  for (const invented of ['offers', 'aggregateRating', 'review', 'brand', 'manufacturer', 'sku'])
    expect(product, invented).not.toHaveProperty(invented);
  expect(await issuesOf(energy)).toEqual(notForSale);

  // The electronics families are made by the group, in Arabic on the Arabic page.
  const electronics = await structuredData(request, `/electronics/products/${electronicsProductSlugs[0]}`);
  const family = electronics.find((item) => item['@type'] === 'Product')!;
  expect(family.manufacturer).toMatchObject({ '@type': 'Organization', name: 'مجموعة الساحل الصناعية' });
  expect(family.name).toMatch(/[\u0600-\u06FF]/);
  expect(await issuesOf(electronics)).toEqual(notForSale);
});

test('a news article keeps its NewsArticle and its trail', async ({ request }) => {
  const items = await structuredData(request, '/en/energy/news/1');
  expect(items.map((item) => item['@type']).sort()).toEqual(['BreadcrumbList', 'NewsArticle']);
  expect(await issuesOf(items)).toEqual([]);
});
