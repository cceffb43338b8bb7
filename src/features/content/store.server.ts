import 'server-only';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pageDocumentSchema, type PageDocument } from '@/components/sections/blocks/document';
import type { Database } from '@/db/open';
import { contentAudit, contentDocuments, contentVersions, users } from '@/db/schema';
import { log } from '@/lib/log';
import { contentMigrations, migrateDocument, type Migration } from './migrations';

/** The shape `content_versions.data` is written in today (decision 011); older formats are migrated as they are read. */
export const contentFormat = 1;

/**
 * The cache tag of everything drawn from the published documents (pages, search, datasheets): publishing
 * invalidates it on every instance (`src/lib/next-cache`), and pages are kept, unchanged, until then.
 */
export const contentTag = 'content';

export type ImportReport = { imported: string[]; replaced: string[]; followed: string[]; kept: string[] };

/** Where a seed document is an entry of a collection (decision 013): its collection, slug and catalogue category. */
export type EntryPlace = { collection: string; slug: string; category?: string };

/**
 * What the database holds of each document the import may find: its newest version, whether it is published as the
 * import left it, and whether anyone but the import ever wrote a version of it (decision 018).
 */
async function storedState(db: Database) {
  const rows = await db
    .select({
      id: contentDocuments.id,
      version: contentDocuments.version,
      publishedVersion: contentDocuments.publishedVersion,
      deleted: sql<boolean>`${contentDocuments.deletedAt} is not null`,
      edited: sql<boolean>`exists (select 1 from ${contentVersions} edit where edit.document_id = ${contentDocuments.id} and edit.origin <> 'import')`,
      data: contentVersions.data,
      format: contentVersions.format,
    })
    .from(contentDocuments)
    .innerJoin(contentVersions, and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.version, contentDocuments.version)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Stores the repository's documents (the seed) as version 1 of each, published but for those in `unpublished`
 * (drafts for the company to confirm). A document staff never touched (every version the import's, published as the
 * import left it, not deleted) follows the repository: when the seed differs, it becomes the newest version
 * (`followed`, decision 018), so a release's new section or corrected words reach pages nobody has taken over. A
 * document staff wrote, published, unpublished or deleted is never touched unless its id is in `force`: then the
 * seed becomes its newest version and is published unless it is a draft (the older versions stay in its history).
 * Safe to run on every start and from several instances at once.
 */
export async function importDocuments(
  db: Database,
  documents: PageDocument[],
  {
    force = [],
    entries = new Map(),
    unpublished = new Set(),
  }: { force?: string[]; entries?: ReadonlyMap<string, EntryPlace>; unpublished?: ReadonlySet<string> } = {},
): Promise<ImportReport> {
  const report: ImportReport = { imported: [], replaced: [], followed: [], kept: [] };
  await placeSeedEntries(db, entries);
  const stored = await storedState(db);
  for (const document of documents) {
    const data = pageDocumentSchema.parse(document);
    const published = !unpublished.has(data.id);
    const state = stored.get(data.id);
    const forced = force.includes(data.id);
    if (state && !forced) {
      const untouched = !state.deleted && !state.edited && state.publishedVersion === (published ? state.version : null);
      const current = readVersion(data.id, state.data, state.format);
      const differs = !current || JSON.stringify(current) !== JSON.stringify(data);
      if (untouched && differs && (await replaceWithSeed(db, data, { published, seen: state.version }))) report.followed.push(data.id);
      else report.kept.push(data.id);
      continue;
    }
    const created = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(contentDocuments)
        .values({
          id: data.id,
          version: 1,
          publishedVersion: published ? 1 : null,
          publishedAt: published ? new Date() : null,
          ...placeOf(entries.get(data.id)),
        })
        .onConflictDoNothing()
        .returning({ id: contentDocuments.id });
      if (inserted.length > 0)
        await tx.insert(contentVersions).values({ documentId: data.id, version: 1, data, format: contentFormat, origin: 'import' });
      return inserted.length > 0;
    });
    if (created) report.imported.push(data.id);
    else if (forced && (await replaceWithSeed(db, data, { published }))) report.replaced.push(data.id);
    else report.kept.push(data.id);
  }
  return report;
}

/**
 * The seed as a document's newest version, published unless it is a draft, in the audit log as an import. With
 * `seen`, only if the document is still at that version (another instance importing at once does it only once).
 */
async function replaceWithSeed(db: Database, data: PageDocument, { published, seen }: { published: boolean; seen?: number }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .update(contentDocuments)
      .set({ version: sql`${contentDocuments.version} + 1`, updatedAt: new Date(), updatedBy: null })
      .where(seen === undefined ? eq(contentDocuments.id, data.id) : and(eq(contentDocuments.id, data.id), eq(contentDocuments.version, seen)))
      .returning({ version: contentDocuments.version });
    if (!next) return false;
    await tx.insert(contentVersions).values({ documentId: data.id, version: next.version, data, format: contentFormat, origin: 'import' });
    if (published)
      await tx.update(contentDocuments).set({ publishedVersion: next.version, publishedAt: new Date() }).where(eq(contentDocuments.id, data.id));
    await tx.insert(contentAudit).values({ documentId: data.id, action: 'import', version: next.version, userId: null });
    return true;
  });
}

const placeOf = (place: EntryPlace | undefined) =>
  place ? { collection: place.collection, slug: place.slug, category: place.category ?? null } : {};

/**
 * Seed entries stored before collections existed get their place (collection, slug, category), unless the address
 * has since been taken by another entry. Idempotent: a document already placed is never moved back.
 */
async function placeSeedEntries(db: Database, entries: ReadonlyMap<string, EntryPlace>) {
  for (const [id, place] of entries) {
    await db.execute(sql`
      update content_documents set collection = ${place.collection}, slug = ${place.slug}, category = ${place.category ?? null}
      where id = ${id} and collection is null and deleted_at is null
        and not exists (select 1 from content_documents other where other.collection = ${place.collection} and other.slug = ${place.slug})`);
  }
}

/**
 * A stored version as the site reads it: migrated from the format it was written in to today's
 * (`./migrations.ts`) and checked against today's schema, or left out (and reported) when it cannot be.
 */
export function readVersion(
  id: string,
  data: unknown,
  format: number,
  { current = contentFormat, migrations = contentMigrations }: { current?: number; migrations?: Readonly<Record<number, Migration>> } = {},
): PageDocument | undefined {
  if (format > current) {
    log.error({ document: id, format }, 'Content document written by a newer release; the repository version is shown');
    return undefined;
  }
  const migrated = data && typeof data === 'object' ? migrateDocument(data as Record<string, unknown>, format, current, migrations) : undefined;
  if (!migrated) {
    log.error({ document: id, format }, 'Content document could not be migrated to this release; the repository version is shown');
    return undefined;
  }
  const checked = pageDocumentSchema.safeParse(migrated);
  if (!checked.success) {
    log.error(
      { document: id, issues: checked.error.issues.length },
      'Stored content document does not match its schema; the repository version is shown',
    );
    return undefined;
  }
  return checked.data;
}

/** Every published document, by id. */
export async function publishedDocuments(db: Database): Promise<Map<string, PageDocument>> {
  const rows = await db
    .select({ id: contentDocuments.id, data: contentVersions.data, format: contentVersions.format })
    .from(contentDocuments)
    .innerJoin(
      contentVersions,
      and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.version, contentDocuments.publishedVersion)),
    );
  const documents = new Map<string, PageDocument>();
  for (const row of rows) {
    const document = readVersion(row.id, row.data, row.format);
    if (document) documents.set(row.id, document);
  }
  return documents;
}

/** When each document's published version was published, by id (the sitemap's `lastModified`). */
export async function publishedStamps(db: Database): Promise<Map<string, Date>> {
  const rows = await db.select({ id: contentDocuments.id, publishedAt: contentDocuments.publishedAt }).from(contentDocuments);
  return new Map(rows.flatMap((row) => (row.publishedAt ? [[row.id, row.publishedAt] as const] : [])));
}

export type SaveResult =
  | { ok: true; version: number }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'stale'; current: { version: number; data: PageDocument | undefined; updatedBy: string | null; updatedAt: Date } };

/** An autosave replaces its author's own unpublished draft when that draft is younger than this. */
const sittingMs = 10 * 60 * 1000;

/**
 * Saves a new version of a document on top of `baseVersion`, the version the editor started from. When someone
 * saved in between, nothing is written and the newer version is returned, so two people editing one page never
 * overwrite each other silently. The data must already be valid (`pageDocumentSchema`). An autosave (`sitting`)
 * on top of the same person's unpublished save of the last minutes takes its place, so the history is not a list
 * of keystrokes; every other save is a new entry of the history and of the audit log.
 */
export async function saveVersion(
  db: Database,
  {
    data,
    baseVersion,
    userId,
    origin = 'save',
    sitting = false,
  }: { data: PageDocument; baseVersion: number; userId: number | null; origin?: 'save' | 'restore'; sitting?: boolean },
): Promise<SaveResult> {
  const document = pageDocumentSchema.parse(data);
  return db.transaction(async (tx): Promise<SaveResult> => {
    const [advanced] = await tx
      .update(contentDocuments)
      .set({ version: baseVersion + 1, updatedAt: new Date(), updatedBy: userId })
      .where(and(eq(contentDocuments.id, document.id), eq(contentDocuments.version, baseVersion), isNull(contentDocuments.deletedAt)))
      .returning({ version: contentDocuments.version, publishedVersion: contentDocuments.publishedVersion });
    if (advanced) {
      const replaced =
        sitting && origin === 'save' && userId !== null && advanced.publishedVersion !== baseVersion
          ? await tx
              .delete(contentVersions)
              .where(
                and(
                  eq(contentVersions.documentId, document.id),
                  eq(contentVersions.version, baseVersion),
                  eq(contentVersions.origin, 'save'),
                  eq(contentVersions.createdBy, userId),
                  gt(contentVersions.createdAt, new Date(Date.now() - sittingMs)),
                ),
              )
              .returning({ version: contentVersions.version })
          : [];
      await tx
        .insert(contentVersions)
        .values({ documentId: document.id, version: advanced.version, data: document, format: contentFormat, origin, createdBy: userId });
      if (replaced.length === 0) {
        await tx.insert(contentAudit).values({ documentId: document.id, action: origin, version: advanced.version, userId });
      }
      return { ok: true, version: advanced.version };
    }
    const current = await currentVersion(tx, document.id);
    if (!current) return { ok: false, reason: 'missing' };
    return { ok: false, reason: 'stale', current };
  });
}

type Reader = Pick<Database, 'select'>;

/** The newest version of a document (what the editor works on), with who saved it and when. */
async function currentVersion(db: Reader, id: string) {
  const [current] = await db
    .select({
      version: contentDocuments.version,
      updatedBy: users.email,
      updatedAt: contentDocuments.updatedAt,
      data: contentVersions.data,
      format: contentVersions.format,
    })
    .from(contentDocuments)
    .innerJoin(contentVersions, and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.version, contentDocuments.version)))
    .leftJoin(users, eq(users.id, contentDocuments.updatedBy))
    .where(and(eq(contentDocuments.id, id), isNull(contentDocuments.deletedAt)));
  if (!current) return undefined;
  return {
    version: current.version,
    updatedBy: current.updatedBy,
    updatedAt: current.updatedAt,
    data: readVersion(id, current.data, current.format),
  };
}

/** A document as the editor opens it: its newest version and which version visitors see. */
export async function documentDraft(db: Database, id: string) {
  const current = await currentVersion(db, id);
  if (!current) return undefined;
  const [row] = await db
    .select({
      publishedVersion: contentDocuments.publishedVersion,
      publishedAt: contentDocuments.publishedAt,
      collection: contentDocuments.collection,
      slug: contentDocuments.slug,
      category: contentDocuments.category,
    })
    .from(contentDocuments)
    .where(eq(contentDocuments.id, id));
  return {
    ...current,
    publishedVersion: row?.publishedVersion ?? null,
    publishedAt: row?.publishedAt ?? null,
    entry: row?.collection && row.slug ? { collection: row.collection, slug: row.slug, category: row.category ?? undefined } : undefined,
  };
}

/** One saved version of a document, as the site reads it (undefined when there is none, or it cannot be read). */
export async function documentVersion(db: Database, id: string, version: number): Promise<PageDocument | undefined> {
  const [row] = await db
    .select({ data: contentVersions.data, format: contentVersions.format })
    .from(contentVersions)
    .where(and(eq(contentVersions.documentId, id), eq(contentVersions.version, version)));
  return row && readVersion(id, row.data, row.format);
}

/** Every document's newest version, by id: what a staff member previews (Next's draft mode). */
export async function latestDocuments(db: Database, { withDeleted = false } = {}): Promise<Map<string, PageDocument>> {
  const rows = await db
    .select({ id: contentDocuments.id, data: contentVersions.data, format: contentVersions.format })
    .from(contentDocuments)
    .innerJoin(contentVersions, and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.version, contentDocuments.version)))
    .where(withDeleted ? undefined : isNull(contentDocuments.deletedAt));
  const documents = new Map<string, PageDocument>();
  for (const row of rows) {
    const document = readVersion(row.id, row.data, row.format);
    if (document) documents.set(row.id, document);
  }
  return documents;
}

/** Every document for the editor's list: its newest version, what is published, and who changed it last. */
export async function documentSummaries(db: Database) {
  const published = alias(contentVersions, 'published');
  const rows = await db
    .select({
      id: contentDocuments.id,
      version: contentDocuments.version,
      publishedVersion: contentDocuments.publishedVersion,
      publishedAt: contentDocuments.publishedAt,
      updatedAt: contentDocuments.updatedAt,
      updatedBy: users.email,
      data: contentVersions.data,
      format: contentVersions.format,
      publishedData: published.data,
      publishedFormat: published.format,
      collection: contentDocuments.collection,
      slug: contentDocuments.slug,
      category: contentDocuments.category,
    })
    .from(contentDocuments)
    .innerJoin(contentVersions, and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.version, contentDocuments.version)))
    .leftJoin(
      published,
      and(
        eq(published.documentId, contentDocuments.id),
        eq(published.version, contentDocuments.publishedVersion),
        // Only a draft is compared with what visitors see; a published document is itself.
        ne(contentDocuments.version, contentDocuments.publishedVersion),
      ),
    )
    .leftJoin(users, eq(users.id, contentDocuments.updatedBy))
    .where(isNull(contentDocuments.deletedAt));
  return rows.map(({ data, format, publishedData, publishedFormat, ...row }) => ({
    ...row,
    data: readVersion(row.id, data, format),
    /** What visitors see, where the newest version is a draft beside it. */
    published: publishedData && publishedFormat !== null ? readVersion(row.id, publishedData, publishedFormat) : undefined,
  }));
}

/**
 * Makes a saved version the one visitors see, and writes it in the audit log. False when the document or version
 * does not exist. Whether the version may be published (`translationGaps`) is the caller's question.
 */
export async function publishVersion(
  db: Database,
  { id, version, userId }: { id: string; version: number; userId: number | null },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ version: contentVersions.version })
      .from(contentVersions)
      .where(and(eq(contentVersions.documentId, id), eq(contentVersions.version, version)));
    if (!exists) return false;
    const [published] = await tx
      .update(contentDocuments)
      .set({ publishedVersion: version, publishedAt: new Date(), updatedBy: userId })
      .where(and(eq(contentDocuments.id, id), isNull(contentDocuments.deletedAt)))
      .returning({ id: contentDocuments.id });
    if (!published) return false;
    await tx.insert(contentAudit).values({ documentId: id, action: 'publish', version, userId });
    return true;
  });
}

/** The newest entries of the audit log, with the account's address (admins read it). */
export async function contentAuditLog(db: Database, { limit = 200 }: { limit?: number } = {}) {
  return db
    .select({
      id: contentAudit.id,
      documentId: contentAudit.documentId,
      action: contentAudit.action,
      version: contentAudit.version,
      at: contentAudit.at,
      email: users.email,
    })
    .from(contentAudit)
    .leftJoin(users, eq(users.id, contentAudit.userId))
    .orderBy(desc(contentAudit.at), desc(contentAudit.id))
    .limit(limit);
}

/** A document's versions, newest first: who saved each, when, and how it came to be. */
export async function documentHistory(db: Database, id: string) {
  return db
    .select({
      version: contentVersions.version,
      origin: contentVersions.origin,
      createdAt: contentVersions.createdAt,
      createdBy: users.email,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.createdBy))
    .where(eq(contentVersions.documentId, id))
    .orderBy(desc(contentVersions.version));
}
