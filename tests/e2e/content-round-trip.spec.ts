import { expect, request as requests, test } from './test';
import { featureLinesShown } from '../../src/features/content/editor/layout-limits';
import { publicPageRoutes } from '../../src/config/routes';
import { bothLocales, localizedPath, signInAs } from './support';
import { editorAccount } from './environment';

/**
 * The import round trip, page by page (issue 24): every public page's published document, as the database holds it,
 * is what the page says, in both languages. The seed carries every word of the message files
 * (`site-pages/content-seed.test.ts`), the import stores it unchanged (`features/content/store.test.ts`), and here
 * each word of each stored document is found on its page as served: so every route renders from the database what
 * it rendered from the files.
 */

type Words = { ar: string; en: string };

/** Pages other suites edit and publish while this one runs: their words may change under it. */
const editedElsewhere = new Set([
  'energy-products-solar-caravan',
  'energy-products-gas-generators',
  'energy-app',
  'energy-products-wind-turbine-gearboxes',
]);

/** Fields a page does not say itself: the line its cards show elsewhere, the sentence an enquiry about it starts with. */
const elsewhere = new Set(['card', 'enquiry']);

/** A block as far as its layout shows it: the feature lines a tile or a division card shows (as the editor says). */
function shown(block: { kind: string; items?: { features?: Words[] }[] }): object {
  return {
    ...block,
    items: block.items?.map((item) => ({ ...item, features: item.features?.slice(0, featureLinesShown(block.kind, item) ?? item.features.length) })),
  };
}

/** Every `{ ar, en }` pair of a document the page itself shows, with where it is. */
function pairs(value: unknown, path: string[] = []): [string, Words][] {
  if (!value || typeof value !== 'object') return [];
  if ('ar' in value && 'en' in value && typeof value.ar === 'string' && typeof value.en === 'string') return [[path.join('.'), value as Words]];
  // Partner strips are left out while the company lists no logos (the trust band stands in).
  if ('kind' in value && (value.kind === 'partners' || value.kind === 'logos')) return [];
  // The case studies list is shown only while studies are published (another suite publishes and deletes its own).
  if ('kind' in value && value.kind === 'caseStudies') return [];
  const node = 'kind' in value ? shown(value as { kind: string }) : value;
  return Object.entries(node)
    .filter(([key]) => !(path.length === 0 && elsewhere.has(key)))
    .flatMap(([key, child]) => pairs(child, [...path, key]));
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' };

/** What a page says, as text: its markup without tags (text split across elements joins up) and with them (attributes). */
function sayings(html: string): string {
  const decoded = html.replace(/&(?:amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => entities[entity]!);
  // Latin runs in Arabic are isolated when drawn (decision 009): the words are compared without the marks.
  const plain = decoded.replace(/[\u2066-\u2069]/g, '').replace(/\u00a0/g, ' ');
  const withoutScripts = plain.replace(/<script\b[\s\S]*?<\/script>/g, '');
  return `${withoutScripts.replace(/<[^>]+>/g, '')}\n${plain}`;
}

test('every public page says, in both languages, every word of its published document', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signInAs(page, editorAccount);
  const headers = { Origin: new URL(baseURL!).origin };
  // A visitor of its own: the staff session would be shown nothing different, but the pages are the public ones.
  const visitor = await requests.newContext({ baseURL });
  const missing: string[] = [];
  const withoutDocument: string[] = [];
  for (const route of publicPageRoutes.filter((candidate) => !candidate.private && !editedElsewhere.has(candidate.id))) {
    const response = await page.request.get(`/api/admin/content/${route.id}`, { headers });
    if (response.status() === 404) {
      withoutDocument.push(route.id);
      continue;
    }
    expect(response.status(), route.id).toBe(200);
    const { data, version, publishedVersion } = (await response.json()) as { data: unknown; version: number; publishedVersion: number };
    expect(publishedVersion, `${route.id} is published as imported`).toBe(version);
    for (const locale of bothLocales) {
      const served = await visitor.get(encodeURI(localizedPath(route.path, locale)));
      expect(served.status(), `${route.path} (${locale})`).toBe(200);
      const text = sayings(await served.text());
      for (const [where, words] of pairs(data)) {
        const word = words[locale].replace(/\u00a0/g, ' ');
        // A figure the page writes in from the site's settings (`{countries}`) is compared around it.
        const parts = word.split(/\{[a-z]+\}/).filter((part) => part.trim());
        if (word && !parts.every((part) => text.includes(part))) missing.push(`${route.id} (${locale}) ${where}: ${word.slice(0, 60)}`);
      }
    }
  }
  await visitor.dispose();
  expect(missing).toEqual([]);
  // Every public page is a document (the search, the datasheets and the printable sheets are not public pages).
  expect(withoutDocument).toEqual([]);
});
