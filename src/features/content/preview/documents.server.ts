import 'server-only';
import type { Database } from '@/db/open';
import { documentPlace, documentPlaces, type DocumentPlace } from '../places.server';

/** Every page drawn from a content document, by its address (the pages a preview and the editor are for). */
export async function previewDocuments(db: Database): Promise<Record<string, string>> {
  return Object.fromEntries((await documentPlaces(db)).map((place) => [place.path, place.id]));
}

/** The page document `id` is drawn on, when it is one a preview is for (a public page or an entry, not deleted). */
export async function previewablePlace(db: Database, id: string): Promise<DocumentPlace | undefined> {
  return documentPlace(db, id);
}
