import 'server-only';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { pageDocumentSchema, type PageDocument } from '@/components/sections/blocks/document';
import { entryPath, isCollectionId, slugProblem, type CollectionId } from '@/config/collections';
import type { Database } from '@/db/open';
import { contentAudit, contentDocuments, contentSchedules, contentVersions } from '@/db/schema';
import { addRedirect, releaseAddress } from '@/features/redirects/store.server';
import { contentFormat } from '../store.server';

/** An entry of a collection as stored (decision 013): where it lives and whether visitors see it. */
export type StoredEntry = {
  id: string;
  collection: CollectionId;
  slug: string;
  category?: string;
  path: string;
  published: boolean;
};

/** Every entry that is not deleted, published or not. */
export async function storedEntries(db: Database): Promise<StoredEntry[]> {
  const rows = await db
    .select({
      id: contentDocuments.id,
      collection: contentDocuments.collection,
      slug: contentDocuments.slug,
      category: contentDocuments.category,
      publishedVersion: contentDocuments.publishedVersion,
    })
    .from(contentDocuments)
    .where(and(isNotNull(contentDocuments.collection), isNotNull(contentDocuments.slug), isNull(contentDocuments.deletedAt)));
  return rows.flatMap((row) =>
    isCollectionId(row.collection) && row.slug
      ? [
          {
            id: row.id,
            collection: row.collection,
            slug: row.slug,
            ...(row.category ? { category: row.category } : {}),
            path: entryPath(row.collection, row.slug),
            published: row.publishedVersion !== null,
          },
        ]
      : [],
  );
}

/** Every document id the database holds, deleted ones included: the seed stands in for none of them. */
export async function storedIds(db: Database): Promise<Set<string>> {
  return new Set((await db.select({ id: contentDocuments.id }).from(contentDocuments)).map((row) => row.id));
}

export type CreateResult = { ok: true; id: string } | { ok: false; reason: 'format' | 'reserved' | 'taken' };

/**
 * Stores a new entry at `slug` of its collection, as an unpublished first version (its template, with the title
 * staff typed): nobody sees it until it is published. Its document id is made from the slug and never changes.
 */
export async function createEntry(
  db: Database,
  {
    collection,
    slug,
    category,
    template,
    userId,
  }: {
    collection: CollectionId;
    slug: string;
    category?: string;
    /** The entry's first version, made for the id the store gives it. */
    template: (id: string) => Omit<PageDocument, 'id'>;
    userId: number | null;
  },
): Promise<CreateResult> {
  const problem = slugProblem(collection, slug);
  if (problem) return { ok: false, reason: problem };
  return db.transaction(async (tx): Promise<CreateResult> => {
    const [taken] = await tx
      .select({ id: contentDocuments.id })
      .from(contentDocuments)
      .where(and(eq(contentDocuments.collection, collection), eq(contentDocuments.slug, slug)));
    if (taken) return { ok: false, reason: 'taken' };
    // Ids of deleted entries stay taken (their history is kept), so a slug used before gets a numbered id.
    const base = `${collection}-${slug}`;
    const used = new Set(
      (
        await tx
          .select({ id: contentDocuments.id })
          .from(contentDocuments)
          .where(sql`${contentDocuments.id} = ${base} or ${contentDocuments.id} like ${base + '-%'}`)
      ).map((row) => row.id),
    );
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    const data = pageDocumentSchema.parse({ ...template(id), id });
    const created = await tx
      .insert(contentDocuments)
      .values({ id, version: 1, publishedVersion: null, collection, slug, category: category ?? null, updatedBy: userId })
      .onConflictDoNothing()
      .returning({ id: contentDocuments.id });
    if (created.length === 0) return { ok: false, reason: 'taken' };
    await tx.insert(contentVersions).values({ documentId: id, version: 1, data, format: contentFormat, origin: 'create', createdBy: userId });
    await releaseAddress(tx, entryPath(collection, slug));
    await tx.insert(contentAudit).values({ documentId: id, action: 'create', version: 1, userId });
    return { ok: true, id };
  });
}

/** Takes an entry off the site (its address answers 404, catalogues and menus drop it); its versions stay. */
export async function unpublishEntry(db: Database, { id, userId }: { id: string; userId: number | null }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contentDocuments)
      .set({ publishedVersion: null, publishedAt: null, updatedAt: new Date(), updatedBy: userId })
      .where(
        and(
          eq(contentDocuments.id, id),
          isNotNull(contentDocuments.collection),
          isNotNull(contentDocuments.publishedVersion),
          isNull(contentDocuments.deletedAt),
        ),
      )
      .returning({ version: contentDocuments.version });
    if (!row) return false;
    await tx.insert(contentAudit).values({ documentId: id, action: 'unpublish', version: row.version, userId });
    return true;
  });
}

/**
 * Deletes an entry: off the site and out of the editor, its address free for another entry. Its versions and the
 * audit log keep what it was, and the seed never brings it back.
 */
export async function deleteEntry(db: Database, { id, userId }: { id: string; userId: number | null }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contentDocuments)
      .set({ publishedVersion: null, publishedAt: null, slug: null, deletedAt: new Date(), updatedAt: new Date(), updatedBy: userId })
      .where(and(eq(contentDocuments.id, id), isNotNull(contentDocuments.collection), isNull(contentDocuments.deletedAt)))
      .returning({ version: contentDocuments.version });
    if (!row) return false;
    // Nothing planned for it is left to run (decision 014).
    await tx
      .update(contentSchedules)
      .set({ doneAt: new Date(), outcome: 'cancelled' })
      .where(and(eq(contentSchedules.documentId, id), isNull(contentSchedules.doneAt)));
    await tx.insert(contentAudit).values({ documentId: id, action: 'delete', version: row.version, userId });
    return true;
  });
}

export type MoveResult = { ok: true; from: string; to: string } | { ok: false; reason: 'format' | 'reserved' | 'taken' | 'missing' | 'same' };

/**
 * Moves an entry to another slug of its collection. Visitors and search engines who knew the old address are sent on
 * (a permanent redirect, and any redirect that led to the old address now leads to the new one) when the entry has
 * been public there; a redirect from the new address goes, as a page lives there now.
 */
export async function moveEntry(db: Database, { id, slug, userId }: { id: string; slug: string; userId: number | null }): Promise<MoveResult> {
  return db.transaction(async (tx): Promise<MoveResult> => {
    const [row] = await tx
      .select({ collection: contentDocuments.collection, slug: contentDocuments.slug, publishedVersion: contentDocuments.publishedVersion })
      .from(contentDocuments)
      .where(and(eq(contentDocuments.id, id), isNull(contentDocuments.deletedAt)));
    if (!row || !isCollectionId(row.collection) || !row.slug) return { ok: false, reason: 'missing' };
    const collection = row.collection;
    const problem = slugProblem(collection, slug);
    if (problem) return { ok: false, reason: problem };
    if (slug === row.slug) return { ok: false, reason: 'same' };
    const [taken] = await tx
      .select({ id: contentDocuments.id })
      .from(contentDocuments)
      .where(and(eq(contentDocuments.collection, collection), eq(contentDocuments.slug, slug)));
    if (taken) return { ok: false, reason: 'taken' };
    const from = entryPath(collection, row.slug);
    const to = entryPath(collection, slug);
    await tx.update(contentDocuments).set({ slug, updatedAt: new Date(), updatedBy: userId }).where(eq(contentDocuments.id, id));
    await releaseAddress(tx, to);
    if (row.publishedVersion !== null) await addRedirect(tx, { from, to, userId, origin: 'slug' });
    await tx.insert(contentAudit).values({ documentId: id, action: 'move', version: null, userId });
    return { ok: true, from, to };
  });
}

/** Files an entry under another category of its catalogue (checked by the caller against the catalogue's chips). */
export async function setEntryCategory(
  db: Database,
  { id, category, userId }: { id: string; category: string; userId: number | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contentDocuments)
      .set({ category, updatedAt: new Date(), updatedBy: userId })
      .where(and(eq(contentDocuments.id, id), isNotNull(contentDocuments.collection), isNull(contentDocuments.deletedAt)))
      .returning({ id: contentDocuments.id });
    if (!row) return false;
    await tx.insert(contentAudit).values({ documentId: id, action: 'category', version: null, userId });
    return true;
  });
}
