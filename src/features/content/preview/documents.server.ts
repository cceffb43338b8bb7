import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { contentDocuments } from '@/db/schema';

/** The ids of every page drawn from a content document (the pages a preview and the editor are for). */
export async function documentIds(db: Database): Promise<string[]> {
  return (await db.select({ id: contentDocuments.id }).from(contentDocuments)).map((row) => row.id);
}

/** Whether page `id` is drawn from a content document. */
export async function hasDocument(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: contentDocuments.id }).from(contentDocuments).where(eq(contentDocuments.id, id));
  return Boolean(row);
}
