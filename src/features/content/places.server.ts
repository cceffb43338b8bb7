import 'server-only';
import { collections, seedEntryOf, type CollectionId } from '@/config/collections';
import { findPageRouteById, publicPageRoutes, type Area } from '@/config/routes';
import type { Database } from '@/db/open';
import { storedEntries, type StoredEntry } from './entries/store.server';

/** Where a document is shown (decision 013): a fixed page's registry path, or an entry's collection and slug. */
export type DocumentPlace = { id: string; path: string; area: Area; entry?: StoredEntry };

/**
 * Every editable document's place, in the order the editor lists them: the registry's fixed public pages, each
 * collection's entries (published or not, not deleted) right after the page that lists them.
 */
export async function documentPlaces(db: Database): Promise<DocumentPlace[]> {
  const entries = await storedEntries(db);
  const entriesOf = (collection: CollectionId) => entries.filter((entry) => entry.collection === collection);
  return publicPageRoutes
    .filter((route) => !seedEntryOf(route.id))
    .flatMap((route) => {
      const place: DocumentPlace = { id: route.id, path: route.path, area: route.area };
      const listed = (Object.keys(collections) as CollectionId[]).filter((id) => collections[id].listing === route.id);
      return [
        place,
        ...listed.flatMap((collection) =>
          entriesOf(collection)
            .sort((a, b) => seedRank(a) - seedRank(b) || a.slug.localeCompare(b.slug))
            .map((entry) => ({ id: entry.id, path: entry.path, area: collections[collection].area, entry })),
        ),
      ];
    });
}

/** A seed entry's place in its catalogue; entries staff added come after them. */
function seedRank(entry: StoredEntry): number {
  const index = collections[entry.collection].seedSlugs.indexOf(entry.slug);
  return index === -1 || seedEntryOf(entry.id)?.slug !== entry.slug ? Infinity : index;
}

/** One document's place, or undefined when it is not an editable page (a staff screen, a deleted entry, unknown). */
export async function documentPlace(db: Database, id: string): Promise<DocumentPlace | undefined> {
  const entry = (await storedEntries(db)).find((candidate) => candidate.id === id);
  if (entry) return { id, path: entry.path, area: collections[entry.collection].area, entry };
  const route = findPageRouteById(id);
  return route && !route.private && !route.access && !seedEntryOf(id) ? { id, path: route.path, area: route.area } : undefined;
}
