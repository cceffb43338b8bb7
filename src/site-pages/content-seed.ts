import 'server-only';
import type { Action as ActionRef, Block as BlockDefinition, Item, PageDefinition } from '@/components/sections/types';
import type { Action } from '@/components/sections/blocks/fields';
import type { Block } from '@/components/sections/blocks/schema';
import { pageDocumentSchema, type Hero, type PageDocument } from '@/components/sections/blocks/document';
import type { Database } from '@/db/open';
import { importDocuments, type ImportReport } from '@/features/content/store.server';
import { readSourceMessages } from '@/i18n/messages';
import { artFor } from '@/config/page-art';
import { publicPageRoutes, type PageRoute } from '@/config/routes';
import { allPageDefinitions } from './page-definitions';
import { draftEntries, entryPlaces, seedEntries } from './seed-entries';
import { compact, same, words, type Words } from './seed-words';
import { toolDocuments } from './tool-documents';
import { legalDocuments } from './legal/legal-documents';
import { rdServicesDocument } from './rd/rd-services-document';
import { homeDocument } from './home/home-document';
import { caseStudiesDocument, caseStudyDrafts } from './group/case-studies';

/**
 * The repository's pages as content documents (decision 011): each page definition with the words its sections read
 * from the message files, in both languages side by side. This is the seed the content import stores as version 1
 * of each document, and the fixture the round-trip tests compare against; it reads the words exactly as the section
 * library does (the same keys, the family's shared strings where a page has none, ICU quoting resolved), so a page
 * rendered from its document says what it said from the files.
 */

function actionsOf(refs: ActionRef[] | undefined, page: Words): Action[] | undefined {
  return refs?.map((ref) => compact({ href: ref.href, label: page.text(`actions.${ref.label}`), style: ref.style }));
}

function heading(block: { id: string }, page: Words) {
  return compact({ eyebrow: page.maybe(`${block.id}.eyebrow`), title: page.text(`${block.id}.title`), lead: page.maybe(`${block.id}.lead`) });
}

/** An item's words (`scope`) and its fields as blocks hold them: `plain` (picture, title, body), `rich` (and subtitle, feature lines). */
function itemFields(page: Words, blockId: string, item: Item) {
  const scope = page.scope(`${blockId}.items.${item.id}`);
  const plain = { id: item.id, icon: item.icon, image: item.image, title: scope.text('title'), body: scope.maybe('body') };
  return { scope, plain, rich: { ...plain, subtitle: scope.maybe('subtitle'), features: scope.list('features') } };
}

/** The words of a card or tile: its own, or nothing when it shows another document's (`source`). */
type Context = { page: Words; documentOf: (namespace: string) => string | undefined; sourceWords: (namespace: string) => Words };

function sourced(item: Item, blockId: string, context: Context) {
  if (item.source) {
    const document = context.documentOf(item.source);
    if (document) return { source: document };
    // Another part of the site that is not a page document yet (e.g. an R&D service category): its words are copied.
    const source = context.sourceWords(item.source);
    return { title: source.maybe('title') ?? source.text('hero.title'), body: source.maybe('card') ?? source.maybe('body') };
  }
  const { title, subtitle, body, features } = itemFields(context.page, blockId, item).rich;
  return { title, subtitle, body, features };
}

function convertBlock(block: BlockDefinition, context: Context): Block {
  const { page } = context;
  const base = compact({ id: block.id, tone: block.tone });
  switch (block.kind) {
    case 'intro':
      return compact({
        kind: 'intro',
        ...base,
        ...heading(block, page),
        body: page.list(`${block.id}.body`),
        image: block.image,
        items: block.items?.map((item) => {
          return compact(itemFields(page, block.id, item).plain);
        }),
        actions: actionsOf(block.actions, page),
      }) as Block;
    case 'features':
      return compact({
        kind: 'features',
        ...base,
        ...heading(block, page),
        items: block.items.map((item) => {
          const { plain, rich } = itemFields(page, block.id, item);
          return compact({ ...plain, features: rich.features });
        }),
        style: block.style,
        columns: block.columns,
        image: block.image,
        actions: actionsOf(block.actions, page),
      }) as Block;
    case 'stats':
      return compact({
        kind: 'stats',
        ...base,
        ...heading(block, page),
        items: block.items.map((item) => {
          const { scope, plain } = itemFields(page, block.id, item);
          return compact({ id: item.id, value: scope.maybe('value') ?? same(item.value ?? ''), title: plain.title, body: plain.body });
        }),
      }) as Block;
    case 'cards':
      return compact({
        kind: 'cards',
        ...base,
        ...heading(block, page),
        items: block.items.map((item) => {
          const card = sourced(item, block.id, context);
          // A link's label is the card's own, else the title of the source's service of that name.
          const sourceWords = item.source ? context.sourceWords(item.source) : undefined;
          const scope = page.scope(`${block.id}.items.${item.id}`);
          return compact({
            id: item.id,
            ...card,
            icon: item.icon,
            image: item.image,
            href: item.href,
            category: item.category,
            // A card without a category may name its kind in a subtitle (shown where the category would be).
            subtitle: item.category ? undefined : 'subtitle' in card ? card.subtitle : undefined,
            highlight: item.highlight,
            figures: item.figures?.map((figure) => {
              const words = scope.scope(`figures.${figure.id}`);
              return { id: figure.id, label: words.text('label'), value: words.maybe('value') ?? same(figure.value ?? '') };
            }),
            links: item.links?.map((link) =>
              compact({ id: link.id, href: link.href, label: scope.maybe(`links.${link.id}`) ?? sourceWords?.maybe(`services.${link.id}.title`) }),
            ),
          });
        }),
        columns: block.columns,
        filters: block.filter && ['all', ...block.filter].map((value) => ({ value, label: page.text(`${block.id}.filters.${value}`) })),
        actions: actionsOf(block.actions, page),
      }) as Block;
    case 'bento':
      return compact({
        kind: 'bento',
        ...base,
        ...heading(block, page),
        items: block.items.map((item) => {
          const tile = sourced(item, block.id, context);
          return compact({ id: item.id, ...tile, size: item.size, icon: item.icon, image: item.image, href: item.href, highlight: item.highlight });
        }),
        columns: block.columns,
        actions: actionsOf(block.actions, page),
      }) as Block;
    case 'media':
      return compact({
        kind: 'media',
        ...base,
        ...heading(block, page),
        badges: block.badges?.map((badge) => ({ id: badge, label: page.text(`${block.id}.badges.${badge}`) })),
        items: block.items.map((item) => {
          const { scope, rich } = itemFields(page, block.id, item);
          return compact({
            ...rich,
            badges: block.badges?.length ? Object.fromEntries(block.badges.map((badge) => [badge, scope.text(`badges.${badge}`)])) : undefined,
          });
        }),
      }) as Block;
    case 'comparison':
      return compact({
        kind: 'comparison',
        ...base,
        ...heading(block, page),
        columns: block.columns.map((column) => ({ id: column, label: page.text(`${block.id}.columns.${column}`) })),
        rows: block.rows.map((row) => ({
          id: row,
          label: page.text(`${block.id}.rows.${row}.label`),
          cells: block.columns.map((column) => page.text(`${block.id}.rows.${row}.${column}`)),
        })),
        figure: block.figure && { image: block.figure, alt: page.text(`${block.id}.figure.alt`), caption: page.text(`${block.id}.figure.caption`) },
      }) as Block;
    case 'specs':
      return compact({
        kind: 'specs',
        ...base,
        ...heading(block, page),
        rows: block.rows.map((row) => ({
          id: row,
          label: page.text(`${block.id}.rows.${row}.label`),
          value: page.text(`${block.id}.rows.${row}.value`),
        })),
        actions: actionsOf(block.actions, page),
      }) as Block;
    case 'tabs':
      return compact({
        kind: 'tabs',
        ...base,
        eyebrow: page.maybe(`${block.id}.eyebrow`),
        title: page.maybe(`${block.id}.title`),
        lead: page.maybe(`${block.id}.lead`),
        tabs: block.tabs.map((tab) => ({
          id: tab.id,
          label: page.text(`${block.id}.tabs.${tab.id}`),
          blocks: tab.blocks.map((inner) => convertBlock(inner, context)),
        })),
      }) as Block;
    case 'showcase':
      return compact({
        kind: 'showcase',
        ...base,
        ...heading(block, page),
        items: block.items.map((item) => {
          const { scope, rich } = itemFields(page, block.id, item);
          return compact({
            ...rich,
            screen: scope.list('screen'),
          });
        }),
      }) as Block;
    case 'steps':
    case 'carousel':
      return compact({
        kind: block.kind,
        ...base,
        ...heading(block, page),
        items: block.items.map((item) => {
          return compact(itemFields(page, block.id, item).plain);
        }),
      }) as Block;
    case 'specTable':
      return compact({
        kind: 'specTable',
        ...base,
        ...heading(block, page),
        columns: {
          label: page.text(`${block.id}.columns.label`),
          value: page.text(`${block.id}.columns.value`),
          category: page.text(`${block.id}.columns.category`),
        },
        filters: ['all', ...block.categories].map((value) => ({ value, label: page.text(`${block.id}.filters.${value}`) })),
        rows: block.rows.map((row) => ({
          id: row.id,
          category: row.category,
          label: page.text(`${block.id}.rows.${row.id}.label`),
          value: page.text(`${block.id}.rows.${row.id}.value`),
        })),
        actions: actionsOf(block.actions, page),
      }) as Block;
    case 'timeline':
      return compact({
        kind: 'timeline',
        ...base,
        ...heading(block, page),
        items: block.items.map((item) => {
          const { scope, plain } = itemFields(page, block.id, item);
          return compact({ id: item.id, year: scope.maybe('value') ?? same(item.value ?? ''), title: plain.title, body: plain.body });
        }),
      }) as Block;
    case 'testimonials':
      return compact({
        kind: 'testimonials',
        ...base,
        ...heading(block, page),
        items: block.items.map((item) => {
          const scope = page.scope(`${block.id}.items.${item.id}`);
          return { id: item.id, quote: scope.text('quote'), role: scope.text('role'), company: scope.text('company') };
        }),
      }) as Block;
    case 'dashboard':
      return compact({
        kind: 'dashboard',
        ...base,
        ...heading(block, page),
        panel: page.text(`${block.id}.panel`),
        note: page.maybe(`${block.id}.note`),
        image: block.image,
        items: block.items.map((item) => {
          const { scope, plain } = itemFields(page, block.id, item);
          return compact({
            id: item.id,
            title: plain.title,
            value: scope.maybe('value') ?? same(item.value ?? ''),
            status: item.status,
            icon: item.icon,
          });
        }),
      }) as Block;
    case 'modalCards':
      return compact({
        kind: 'modalCards',
        ...base,
        ...heading(block, page),
        items: block.items.map((item) => {
          const { scope, rich } = itemFields(page, block.id, item);
          return compact({
            ...rich,
            conclusion: scope.maybe('conclusion'),
          });
        }),
      }) as Block;
    case 'certificates':
      return compact({ kind: 'certificates', ...base, ...heading(block, page) }) as Block;
    case 'figure':
      return compact({
        kind: 'figure',
        ...base,
        ...heading(block, page),
        image: block.image,
        alt: page.text(`${block.id}.alt`),
        caption: page.maybe(`${block.id}.caption`),
      }) as Block;
    case 'logos':
      return compact({ kind: 'logos', ...base, ...heading(block, page), note: page.maybe(`${block.id}.note`) }) as Block;
    case 'cta':
      return compact({
        kind: 'cta',
        ...base,
        title: page.text(`${block.id}.title`),
        lead: page.maybe(`${block.id}.lead`),
        actions: actionsOf(block.actions, page) ?? [],
      }) as Block;
    case 'contact':
      return compact({ kind: 'contact', ...base, ...heading(block, page), email: block.email, actions: actionsOf(block.actions, page) }) as Block;
  }
}

function convertHero(definition: PageDefinition, page: Words): Hero {
  const { hero } = definition;
  return compact({
    eyebrow: page.maybe('hero.eyebrow'),
    title: page.text('hero.title'),
    lead: page.maybe('hero.lead'),
    badge: page.maybe('hero.badge'),
    image: hero.image,
    video: hero.video,
    slides: hero.slides?.map((slide) =>
      compact({
        id: slide.id,
        image: slide.image,
        title: page.text(`hero.slides.${slide.id}.title`),
        lead: page.maybe(`hero.slides.${slide.id}.lead`),
      }),
    ),
    rotate: hero.rotate,
    focus: hero.focus,
    back: hero.back ? { href: hero.back, label: page.text('hero.back') } : undefined,
    actions: actionsOf(hero.actions, page),
  });
}

/** Where a page of each area sends an enquiry. */
const contactOf = { group: '/contact', energy: '/energy/contact', electronics: '/electronics/contact' } as const;

/**
 * A registry page with no definition of its own (leadership, careers, case studies, support): its copy in `pages.{id}`
 * (a hero, an introduction beside three highlights, and a call to action), as the generic standard page showed it.
 */
function standardDocument(route: PageRoute & { area: keyof typeof contactOf }, seo: Words): PageDocument {
  const page = seo.scope(route.id);
  const contact = { href: contactOf[route.area], label: page.text('ctaLabel') };
  return {
    id: route.id,
    accent: route.area,
    seo: { title: page.text('title'), description: page.text('description') },
    hero: { eyebrow: page.text('eyebrow'), title: page.text('heroTitle'), lead: page.text('heroLead'), image: artFor(route.id), actions: [contact] },
    blocks: [
      {
        kind: 'intro',
        id: 'overview',
        title: page.text('sectionTitle'),
        body: [page.text('sectionBody')],
        items: (['first', 'second', 'third'] as const).map((key) => ({
          id: key,
          icon: 'badge' as const,
          title: page.text(`highlights.${key}.title`),
          body: page.text(`highlights.${key}.body`),
        })),
      },
      { kind: 'cta', id: 'contact', title: page.text('ctaTitle'), lead: page.text('ctaBody'), actions: [contact] },
    ],
  };
}

/** Every page of the repository described as data, as a content document, validated; keyed by route id. */
export async function seedDocuments(): Promise<PageDocument[]> {
  const messages = { ar: await readSourceMessages('ar'), en: await readSourceMessages('en') };
  const definitions = allPageDefinitions();
  const byNamespace = new Map(definitions.map(([routeId, definition]) => [definition.namespace, routeId]));
  const seo = words(messages, 'pages');
  const defined = new Set(definitions.map(([routeId]) => routeId));
  const standard = publicPageRoutes
    .filter((route) => route.layout === 'standard' && !defined.has(route.id) && route.area !== 'admin' && route.id !== 'case-studies')
    .map((route) => standardDocument(route as PageRoute & { area: keyof typeof contactOf }, seo));
  return [
    ...standard,
    ...toolDocuments(seo, words(messages, 'contact')),
    ...legalDocuments(seo, words(messages, 'legal')),
    rdServicesDocument(seo, words(messages, 'rdServices')),
    homeDocument(seo, words(messages, 'home'), words(messages, 'common'), messages),
    caseStudiesDocument(seo, words(messages, 'groupPages')),
    ...definitions.map(([routeId, definition]) => {
      const page = words(messages, definition.namespace, definition.sharedNamespace);
      const context: Context = {
        page,
        documentOf: (namespace) => byNamespace.get(namespace),
        sourceWords: (namespace) => words(messages, namespace),
      };
      const document: PageDocument = compact({
        id: routeId,
        accent: definition.accent,
        seo: { title: seo.text(`${routeId}.title`), description: seo.text(`${routeId}.description`) },
        card: page.maybe('card'),
        enquiry: definition.enquiry && compact({ service: definition.enquiry.service, sentence: page.maybe('enquiry') }),
        hero: convertHero(definition, page),
        blocks: definition.blocks.map((block) => convertBlock(block, context)),
      });
      return document;
    }),
  ].map(checked);
}

function checked(document: PageDocument): PageDocument {
  const result = pageDocumentSchema.safeParse(document);
  if (!result.success) throw new Error(`${document.id}: ${result.error.message}`);
  return result.data;
}

/**
 * Entries the repository brings as drafts (decision 018: the case studies' typical profiles), imported unpublished
 * for the company to confirm. Never part of the seed that stands in for the database: nobody sees them unpublished.
 */
export async function draftSeedDocuments(): Promise<PageDocument[]> {
  const messages = { ar: await readSourceMessages('ar'), en: await readSourceMessages('en') };
  return caseStudyDrafts(words(messages, 'groupPages')).map(checked);
}

let seed: Promise<Map<string, PageDocument>> | undefined;

/** The seed by route id, converted once per process (on every call in development, where the files change). */
export function seedById(): Promise<Map<string, PageDocument>> {
  if (!seed || process.env.NODE_ENV === 'development') {
    seed = seedDocuments().then((list) => new Map(list.map((document) => [document.id, document])));
  }
  return seed;
}

/** The repository's pages stored as version 1 of their documents where the database has none (on every start). */
export async function importSeedDocuments(db: Database, force: string[] = []): Promise<ImportReport> {
  const documents = await seedById();
  const drafts = await draftSeedDocuments();
  return importDocuments(db, [...documents.values(), ...drafts], {
    force,
    entries: entryPlaces([...seedEntries(documents), ...draftEntries()]),
    unpublished: new Set(drafts.map((draft) => draft.id)),
  });
}
