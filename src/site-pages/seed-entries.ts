import type { PageDocument } from '@/components/sections/blocks/document';
import { collectionIds, collections, entryPath, seedEntryId, type CollectionId } from '@/config/collections';
import type { EntryPlace } from '@/features/content/store.server';

export type SiteEntry = { id: string; collection: CollectionId; slug: string; category?: string; path: string };

/**
 * The collections' seed entries (decision 013), in their catalogue's order, each in the category its catalogue card
 * gives it: where the repository's product and application pages live until staff move them.
 */
export function seedEntries(documents: ReadonlyMap<string, PageDocument>): SiteEntry[] {
  return collectionIds.flatMap((collection) => {
    const { listing, seedSlugs } = collections[collection];
    const cards = (documents.get(listing)?.blocks ?? []).flatMap((block) => (block.kind === 'cards' ? block.items : []));
    return seedSlugs.map((slug) => {
      const id = seedEntryId(collection, slug);
      const category = cards.find((item) => item.source === id)?.category;
      return { id, collection, slug, ...(category ? { category } : {}), path: entryPath(collection, slug) };
    });
  });
}

export const entryPlaces = (entries: SiteEntry[]): Map<string, EntryPlace> =>
  new Map(entries.map(({ id, collection, slug, category }) => [id, { collection, slug, ...(category ? { category } : {}) }]));

/** Where the collections' draft seed entries live (decision 018): at their slugs, in no category. */
export const draftEntries = (): SiteEntry[] =>
  collectionIds.flatMap((collection) =>
    collections[collection].draftSlugs.map((slug) => ({ id: seedEntryId(collection, slug), collection, slug, path: entryPath(collection, slug) })),
  );
