import { describe, expect, it } from 'vitest';
import { translationGaps } from '@/components/sections/blocks/gaps';
import { withGroupFigures } from '@/components/layout/trust-signals';
import { siteConfig } from '@/config/site';
import { readSourceMessages } from '@/i18n/messages';
import { draftSeedDocuments, seedDocuments } from './content-seed';
import { allPageDefinitions } from './page-definitions';

/** Every string of a tree with its key path. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

/** Every `{ ar, en }` pair of a document with where it is. */
function pairs(value: unknown, path = ''): [string, { ar: string; en: string }][] {
  if (!value || typeof value !== 'object') return [];
  if ('ar' in value && 'en' in value && typeof value.ar === 'string' && typeof value.en === 'string') return [[path, { ar: value.ar, en: value.en }]];
  return Object.entries(value).flatMap(([key, child]) => pairs(child, `${path}/${key}`));
}

const at = (tree: unknown, dotted: string) => dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

/**
 * Words of a page's namespace that its document does not carry, and why: another page reads them, or nothing does.
 * A new key a section reads, or a block whose words the converter forgets, fails the test below.
 */
const notCarried = [
  // The printable PCBA specifications page (pcba-specifications-page.tsx) reads its own heading and notes.
  /^electronicsEms\.pcba-assembly: print\./,
  // The electronics catalogue lends its process steps and back link to every product family page, whose documents carry them.
  /^electronicsProducts\.catalogue: (hero\.back|process\.)/,
  // Store buttons for an app that has no store listing yet: no page shows them.
  /^energyApp: actions\.download(Android|Ios)$/,
  // The landing's video hero says the section library's loading word (`sections.videoLoading`), as every video hero.
  /^home: hero\.videoLoading$/,
  // Carried with its figure as the `{countries}` placeholder the page fills from the site's figures (tested below).
  /^home: capabilities\.cards\.reach\.body$/,
];

/** Pages drawn from documents of their own converters (not page definitions), and the namespaces whose words they carry. */
const customPages: [string, string[]][] = [
  ...['privacy', 'terms', 'cookies'].map((id): [string, string[]] => [id, [`pages.${id}`, `legal.${id}`, 'legal.updated']]),
  ['electronics-rd-services', ['pages.electronics-rd-services', 'rdServices']],
  ['home', ['home']],
  ...['contact', 'electronics-contact'].map((id): [string, string[]] => [id, [`pages.${id}`, 'contact.why', 'contact.sectors']]),
  ...['energy-contact', 'energy-calculator', 'energy-news'].map((id): [string, string[]] => [id, [`pages.${id}`]]),
];

/** The registry's standard pages with no definition of their own, shown as the generic page. */
const standardPages = ['leadership', 'careers', 'case-studies', 'support'];

describe('the pages as content documents, seeded from the repository', async () => {
  const documents = await seedDocuments();
  const messages = { ar: await readSourceMessages('ar'), en: await readSourceMessages('en') };
  const byId = new Map(documents.map((document) => [document.id, document]));

  it('holds one valid document per page definition and per generic standard page, under its route id', () => {
    expect(documents.map((document) => document.id).sort()).toEqual(
      [...allPageDefinitions().map(([routeId]) => routeId), ...standardPages, ...customPages.map(([id]) => id)].sort(),
    );
  });

  it('carries every word of each page in both languages, as the files have it', () => {
    const lost: string[] = [];
    // A generic standard page's words are its entry of `pages`.
    const sources: [string, { namespace: string }][] = [
      ...allPageDefinitions(),
      ...standardPages.map((id) => [id, { namespace: `pages.${id}` }] as [string, { namespace: string }]),
      ...customPages.flatMap(([id, namespaces]) => namespaces.map((namespace): [string, { namespace: string }] => [id, { namespace }])),
    ];
    for (const [routeId, definition] of sources) {
      const document = byId.get(routeId);
      for (const locale of ['ar', 'en'] as const) {
        const carried = new Set(pairs(document).map(([, words]) => words[locale]));
        for (const [key, text] of leaves(at(messages[locale], definition.namespace))) {
          const where = `${definition.namespace}: ${key}`;
          // ICU writes a literal apostrophe twice; the document holds it as shown.
          if (!carried.has(text.replace(/''/g, "'")) && !notCarried.some((pattern) => pattern.test(where))) lost.push(`${locale} ${where}`);
        }
      }
    }
    expect(lost).toEqual([]);
  });

  it('is ready to publish: no field is in one language only, no required field is empty', () => {
    const gaps = documents.flatMap((document) => translationGaps(document).map((gap) => `${document.id} ${gap.path.join('.')} lacks ${gap.missing}`));
    expect(gaps).toEqual([]);
  });

  it('gives a product page its title, search-engine words and the card line its catalogue shows', () => {
    const panels = byId.get('energy-products-solar-panels');
    expect(panels?.hero.title).toEqual({
      ar: at(messages.ar, 'energyProducts.solar-panels.hero.title'),
      en: at(messages.en, 'energyProducts.solar-panels.hero.title'),
    });
    expect(panels?.seo.title.en).toBe(at(messages.en, 'pages.energy-products-solar-panels.title'));
    expect(panels?.card?.ar).toBe(at(messages.ar, 'energyProducts.solar-panels.card'));
    // The catalogue's card points at the product's document rather than copying its words.
    const catalogue = JSON.stringify(byId.get('energy-products'));
    expect(catalogue).toContain('"source":"energy-products-solar-panels"');
  });

  it('keeps every anchor the R&D page links to on the R&D services page', () => {
    const links = JSON.stringify(byId.get('electronics-rd'))
      .match(/"href":"\/electronics\/rd\/services#[^"]+"/g)
      ?.map((link) => link.slice(link.indexOf('#') + 1, -1));
    const directory = byId.get('electronics-rd-services')?.blocks.find((block) => block.kind === 'directory');
    const anchors =
      directory?.kind === 'directory'
        ? directory.categories.flatMap((category) => [category.id, ...category.services.map((service) => service.id)])
        : [];
    expect(links?.length).toBeGreaterThan(20);
    expect(anchors).toEqual(expect.arrayContaining(links ?? []));
  });

  it('keeps the landing figure a message names as the placeholder the page fills from the site figures', () => {
    const capabilities = byId.get('home')?.blocks.find((block) => block.kind === 'capabilities');
    const reach = capabilities?.kind === 'capabilities' ? capabilities.items.find((item) => item.id === 'reach') : undefined;
    expect(reach?.body.en).toContain('more than {countries} countries');
    expect(reach?.body.ar).toContain('أكثر من {countries} دولة');
    expect(withGroupFigures(reach?.body.en ?? '', 'en')).toContain(`more than ${siteConfig.landingStats.countries} countries`);
  });

  it('sends the landing hero on to the divisions, whose cards lead to each division', () => {
    const home = byId.get('home');
    expect(home?.hero.video?.length).toBeGreaterThan(0);
    expect(home?.hero.actions?.map((action) => action.href)).toEqual(['#divisions', '/contact']);
    expect(home?.blocks[0]?.id).toBe('divisions');
    const divisions = home?.blocks[0]?.kind === 'divisions' ? home.blocks[0].items : [];
    expect(divisions.map((division) => division.href)).toEqual(['/energy/home', '/electronics/home', '/solutions']);
  });

  it('brings the typical project profiles as draft case studies whose facts only the company can confirm are left to fill in', async () => {
    const drafts = await draftSeedDocuments();
    expect(drafts.map((draft) => draft.id)).toEqual([
      'case-studies-factory-rooftop-solar',
      'case-studies-prototype-to-volume-pcba',
      'case-studies-shutdown-maintenance-ndt',
    ]);
    // Every word of the profiles is carried…
    for (const locale of ['ar', 'en'] as const) {
      const carried = new Set([...drafts, byId.get('case-studies')].flatMap((document) => pairs(document).map(([, words]) => words[locale])));
      const lost = leaves(at(messages[locale], 'groupPages.case-studies')).filter(([, text]) => !carried.has(text));
      expect(lost).toEqual([]);
    }
    // …and each result's figure waits for the company's number, so none can be published unconfirmed.
    for (const draft of drafts) {
      const gaps = translationGaps(draft).map((gap) => gap.path.join('.'));
      expect(gaps.length).toBeGreaterThan(0);
      expect(gaps.every((path) => /^blocks\.0\.figures\.\d\.value$/.test(path))).toBe(true);
    }
    // The case studies page lists them once published.
    expect(byId.get('case-studies')?.blocks.map((block) => block.kind)).toEqual(['intro', 'caseStudies', 'cta']);
  });
});
