/**
 * Collections (decision 013): families of pages staff add to, rename, unpublish and delete in the browser, each
 * entry at `{prefix}/{slug}` in both languages. The repository starts each collection with its seed entries (the
 * pages the site launched with); everything after lives in the database. The route registry keeps the fixed pages.
 */

export const energyProductSlugs = [
  'solar-panels',
  'solar-inverters',
  'mounting-structures',
  'battery-storage',
  'lithium-batteries',
  'solar-caravan',
  'gas-generators',
  'wind-turbine-gearboxes',
  'solar-electronics',
  'ev-chargers',
] as const;

export const energyApplicationSlugs = [
  'solar-power-systems',
  'agricultural-solutions',
  'industrial-solutions',
  'wind-energy-solutions',
  'solar-heating-cooling',
  'solar-telecommunications',
  'solar-lighting',
  'solar-monitoring',
] as const;

export const electronicsProductSlugs = ['power-energy', 'medical', 'fire-safety', 'lighting', 'communications-iot'] as const;

/** The three typical project profiles the site launched with, imported as drafts for the company to confirm (decision 018). */
export const caseStudyDraftSlugs = ['factory-rooftop-solar', 'prototype-to-volume-pcba', 'shutdown-maintenance-ndt'] as const;

export const collectionIds = ['energy-products', 'energy-applications', 'electronics-products', 'case-studies'] as const;
export type CollectionId = (typeof collectionIds)[number];

export type Collection = {
  id: CollectionId;
  area: 'group' | 'energy' | 'electronics';
  /** Entries live at `{prefix}/{slug}`. */
  prefix: string;
  /** The fixed page whose cards list the entries; its filter chips are the categories an entry may take. */
  listing: string;
  /** The entries the repository starts with, published, in the catalogue's order. */
  seedSlugs: readonly string[];
  /** Entries the repository starts as unpublished drafts, for the company to confirm before anyone sees them. */
  draftSlugs: readonly string[];
  /** Slugs the fixed pages under the prefix hold, which no entry may take. */
  reserved: readonly string[];
};

export const collections: Readonly<Record<CollectionId, Collection>> = {
  'energy-products': {
    id: 'energy-products',
    area: 'energy',
    prefix: '/energy/products',
    listing: 'energy-products',
    seedSlugs: energyProductSlugs,
    draftSlugs: [],
    reserved: [],
  },
  'energy-applications': {
    id: 'energy-applications',
    area: 'energy',
    prefix: '/energy/applications',
    listing: 'energy-applications-overview',
    seedSlugs: energyApplicationSlugs,
    draftSlugs: [],
    reserved: ['overview'],
  },
  'electronics-products': {
    id: 'electronics-products',
    area: 'electronics',
    prefix: '/electronics/products',
    listing: 'electronics-products',
    seedSlugs: electronicsProductSlugs,
    draftSlugs: [],
    reserved: [],
  },
  'case-studies': {
    id: 'case-studies',
    area: 'group',
    prefix: '/case-studies',
    listing: 'case-studies',
    seedSlugs: [],
    draftSlugs: caseStudyDraftSlugs,
    reserved: [],
  },
};

export const isCollectionId = (value: unknown): value is CollectionId => collectionIds.includes(value as CollectionId);

/** Lower-case Latin letters and digits in words joined by single hyphens: the same address in both languages. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMaxLength = 80;

/** Why a slug cannot be an entry's, or undefined when it can (uniqueness is the database's to say). */
export function slugProblem(collection: CollectionId, slug: string): 'format' | 'reserved' | undefined {
  if (slug.length < 2 || slug.length > slugMaxLength || !slugPattern.test(slug)) return 'format';
  if (collections[collection].reserved.includes(slug)) return 'reserved';
  return undefined;
}

/** A readable slug from a title: Latin letters and digits kept, everything else a hyphen (Arabic titles give none). */
export function slugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, slugMaxLength)
    .replace(/-+$/, '');
}

export const entryPath = (collection: CollectionId, slug: string) => `${collections[collection].prefix}/${slug}`;

/** The document id of a seed entry (also its route id in the registry): `energy-products-solar-panels`. */
export const seedEntryId = (collection: CollectionId, slug: string) => `${collection}-${slug}`;

/** The collection an address would be an entry of, and its slug; undefined for any other address. */
export function entryAddress(path: string): { collection: CollectionId; slug: string } | undefined {
  for (const collection of collectionIds) {
    const { prefix, reserved } = collections[collection];
    if (!path.startsWith(prefix + '/')) continue;
    const slug = path.slice(prefix.length + 1);
    if (slug.length > 0 && slug.length <= slugMaxLength && /^[a-z0-9-]+$/.test(slug) && !reserved.includes(slug)) return { collection, slug };
  }
  return undefined;
}

/** The seed entry a registry route id names, if it is one. */
export function seedEntryOf(id: string): { collection: CollectionId; slug: string } | undefined {
  for (const collection of collectionIds) {
    const slug = collections[collection].seedSlugs.find((s) => seedEntryId(collection, s) === id);
    if (slug) return { collection, slug };
  }
  return undefined;
}
