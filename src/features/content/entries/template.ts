import type { Localized } from '@/components/sections/blocks/fields';
import type { PageDocument } from '@/components/sections/blocks/document';
import type { Block } from '@/components/sections/blocks/schema';
import { collections, entryPath, seedEntryId, type CollectionId } from '@/config/collections';

/** The sections a new entry starts with, by collection: the kinds its seed pages share, in their order. */
const templateKinds: Record<CollectionId, readonly Block['kind'][]> = {
  'energy-products': ['features', 'specs', 'cta'],
  'energy-applications': ['media', 'features', 'cta'],
  'electronics-products': ['features', 'intro', 'steps', 'cta'],
  'case-studies': ['caseStudy', 'intro', 'gallery', 'cta'],
};

/** The pages a collection's new entries are modelled on: its seed entries, else its draft ones (case studies). */
const modelPages = (collection: CollectionId, documents: ReadonlyMap<string, PageDocument>) => {
  const { seedSlugs, draftSlugs } = collections[collection];
  return [...seedSlugs, ...draftSlugs].flatMap((slug) => documents.get(seedEntryId(collection, slug)) ?? []);
};

/** Items a template section starts with: enough to show the layout, few enough to fill in. */
const templateItems = 4;

const blank: Localized = { ar: '', en: '' };
const isLocalized = (value: unknown): value is Localized =>
  !!value && typeof value === 'object' && Object.keys(value).length === 2 && 'ar' in value && 'en' in value;

/**
 * A copy of `value` with every word blanked but the labels of links and buttons (`{ href, label }`, e.g. "Request a
 * quote"), links that named the model page pointing at the new one, links into the model's own sub-pages (its
 * datasheet) dropped, and lists cut to a few items.
 */
function blanked(value: unknown, from: { id: string; path: string }, to: { id: string; path: string }): unknown {
  if (isLocalized(value)) return blank;
  if (Array.isArray(value)) {
    return value
      .filter((item) => !(item && typeof item === 'object' && typeof item.href === 'string' && item.href.startsWith(from.path + '/')))
      .slice(0, templateItems)
      .map((item) => blanked(item, from, to));
  }
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(object).flatMap(([key, field]) => {
      if (key === 'label' && typeof object.href === 'string') return [[key, field]];
      if (key === 'href' && typeof field === 'string') return [[key, field.split(from.id).join(to.id)]];
      const copy = blanked(field, from, to);
      // A list left empty (buttons that all led into the model's own pages) is left out.
      return Array.isArray(copy) && copy.length === 0 && Array.isArray(field) && field.length > 0 ? [] : [[key, copy]];
    }),
  );
}

export type EntryStart = { collection: CollectionId; id: string; slug: string; title: Localized; category?: { value: string; label: Localized } };

/**
 * A new entry's first version (decision 013), modelled on its collection's first seed page: the same accent,
 * back link, buttons and enquiry service, the sections its kind of page has, the words staff must write left
 * empty (the editor marks them and publishing waits for them), and sections every seed page shares word for
 * word (electronics' "how we work") kept as they are. Its artwork is the catalogue's until staff choose a picture.
 */
export function entryTemplate(start: EntryStart, documents: ReadonlyMap<string, PageDocument>): Omit<PageDocument, 'id'> {
  const collection = collections[start.collection];
  const seeds = modelPages(start.collection, documents);
  const model = seeds[0];
  if (!model) throw new Error(`No seed page to model a new ${start.collection} entry on`);
  const from = { id: model.id, path: entryPath(start.collection, [...collection.seedSlugs, ...collection.draftSlugs][0]!) };
  const to = { id: start.id, path: entryPath(start.collection, start.slug) };
  const sharedByAll = (block: Block) => seeds.every((seed) => seed.blocks.some((other) => JSON.stringify(other) === JSON.stringify(block)));
  const blocks = templateKinds[start.collection].flatMap((kind) => {
    const block = model.blocks.find((candidate) => candidate.kind === kind);
    if (!block) return [];
    if (sharedByAll(block)) return [block];
    const copy = blanked(block, from, to) as Block;
    // A heading every seed page gives this kind of section ("The project at a glance") is kept.
    const headings = seeds.map((seed) => JSON.stringify(seed.blocks.find((other) => other.kind === kind)?.title));
    const heading = headings.every((other) => other === headings[0]) && 'title' in block ? { title: block.title } : {};
    // A study's links name the products its own project involved: a new one starts without.
    return [{ ...copy, ...heading, ...(copy.kind === 'caseStudy' ? { links: [] } : {}) } as Block];
  });
  const hero = blanked(model.hero, from, to) as PageDocument['hero'];
  const sharedEyebrow = model.hero.eyebrow && seeds.every((seed) => JSON.stringify(seed.hero.eyebrow) === JSON.stringify(model.hero.eyebrow));
  const listing = documents.get(collection.listing);
  const sharedAccent = seeds.every((seed) => seed.accent === model.accent);
  return {
    accent: sharedAccent ? model.accent : (listing?.accent ?? model.accent),
    seo: { title: start.title, description: blank },
    card: blank,
    ...(model.enquiry ? { enquiry: { service: model.enquiry.service, sentence: blank } } : {}),
    hero: {
      ...(model.hero.layout ? { layout: model.hero.layout } : {}),
      eyebrow: start.category?.label ?? (sharedEyebrow ? model.hero.eyebrow! : blank),
      title: start.title,
      lead: blank,
      image: listing?.hero.image ?? model.hero.image,
      ...(hero.back ? { back: hero.back } : {}),
      ...(hero.actions?.length ? { actions: hero.actions } : {}),
    },
    blocks,
  };
}

/** The categories an entry may take: its catalogue's filter chips but "all" (value and both languages' label). */
export function entryCategories(collection: CollectionId, documents: ReadonlyMap<string, PageDocument>): { value: string; label: Localized }[] {
  const listing = documents.get(collections[collection].listing);
  const cards = listing?.blocks.find((block): block is Extract<Block, { kind: 'cards' }> => block.kind === 'cards' && !!block.filters?.length);
  return (cards?.filters ?? []).filter((filter) => filter.value !== 'all');
}

/** The kinds of section an entry may add: those its collection's seed pages use, and its template's. */
export function entryKinds(collection: CollectionId, documents: ReadonlyMap<string, PageDocument>): Block['kind'][] {
  const seeds = modelPages(collection, documents);
  return [...new Set([...templateKinds[collection], ...seeds.flatMap((seed) => seed.blocks.map((block) => block.kind))])];
}
