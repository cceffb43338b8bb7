import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { pageDocumentSchema, type PageDocument } from '@/components/sections/blocks/document';
import type { Database } from '@/db/open';
import { contentDocuments, contentVersions } from '@/db/schema';
import { log } from '@/lib/log';

/** The shape `content_versions.data` is written in today (decision 011); older formats are migrated as they are read. */
export const contentFormat = 1;

export type ImportReport = { imported: string[]; replaced: string[]; kept: string[] };

/**
 * Stores the repository's documents (the seed) as version 1 of each, published. A document that exists is never
 * touched, whatever staff did to it, unless its id is in `force`: then the seed becomes its newest version and is
 * published (the older versions stay in its history). Safe to run on every start and from several instances at once.
 */
export async function importDocuments(db: Database, documents: PageDocument[], { force = [] }: { force?: string[] } = {}): Promise<ImportReport> {
  const report: ImportReport = { imported: [], replaced: [], kept: [] };
  const existing = new Set((await db.select({ id: contentDocuments.id }).from(contentDocuments)).map((row) => row.id));
  for (const document of documents) {
    const data = pageDocumentSchema.parse(document);
    if (existing.has(data.id) && !force.includes(data.id)) {
      report.kept.push(data.id);
      continue;
    }
    await db.transaction(async (tx) => {
      const created = await tx
        .insert(contentDocuments)
        .values({ id: data.id, version: 1, publishedVersion: 1, publishedAt: new Date() })
        .onConflictDoNothing()
        .returning({ id: contentDocuments.id });
      if (created.length > 0) {
        await tx.insert(contentVersions).values({ documentId: data.id, version: 1, data, format: contentFormat, origin: 'import' });
        report.imported.push(data.id);
        return;
      }
      if (!force.includes(data.id)) {
        report.kept.push(data.id);
        return;
      }
      const [next] = await tx
        .update(contentDocuments)
        .set({ version: sql`${contentDocuments.version} + 1`, updatedAt: new Date(), updatedBy: null })
        .where(eq(contentDocuments.id, data.id))
        .returning({ version: contentDocuments.version });
      await tx.insert(contentVersions).values({ documentId: data.id, version: next!.version, data, format: contentFormat, origin: 'import' });
      await tx.update(contentDocuments).set({ publishedVersion: next!.version, publishedAt: new Date() }).where(eq(contentDocuments.id, data.id));
      report.replaced.push(data.id);
    });
  }
  return report;
}

/** A stored version as the site reads it: checked against today's schema, or left out (and reported) when it fails. */
function readVersion(id: string, data: unknown, format: number): PageDocument | undefined {
  if (format > contentFormat) {
    log.error({ document: id, format }, 'Content document written by a newer release; the repository version is shown');
    return undefined;
  }
  const checked = pageDocumentSchema.safeParse(data);
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

export type SaveResult =
  | { ok: true; version: number }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'stale'; current: { version: number; data: PageDocument | undefined; updatedBy: number | null; updatedAt: Date } };

/**
 * Saves a new version of a document on top of `baseVersion`, the version the editor started from. When someone
 * saved in between, nothing is written and the newer version is returned, so two people editing one page never
 * overwrite each other silently. The data must already be valid (`pageDocumentSchema`).
 */
export async function saveVersion(
  db: Database,
  { data, baseVersion, userId, origin = 'save' }: { data: PageDocument; baseVersion: number; userId: number | null; origin?: 'save' | 'restore' },
): Promise<SaveResult> {
  const document = pageDocumentSchema.parse(data);
  return db.transaction(async (tx): Promise<SaveResult> => {
    const [advanced] = await tx
      .update(contentDocuments)
      .set({ version: baseVersion + 1, updatedAt: new Date(), updatedBy: userId })
      .where(and(eq(contentDocuments.id, document.id), eq(contentDocuments.version, baseVersion)))
      .returning({ version: contentDocuments.version });
    if (advanced) {
      await tx
        .insert(contentVersions)
        .values({ documentId: document.id, version: advanced.version, data: document, format: contentFormat, origin, createdBy: userId });
      return { ok: true, version: advanced.version };
    }
    const [current] = await tx
      .select({
        version: contentDocuments.version,
        updatedBy: contentDocuments.updatedBy,
        updatedAt: contentDocuments.updatedAt,
        data: contentVersions.data,
        format: contentVersions.format,
      })
      .from(contentDocuments)
      .innerJoin(contentVersions, and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.version, contentDocuments.version)))
      .where(eq(contentDocuments.id, document.id));
    if (!current) return { ok: false, reason: 'missing' };
    return {
      ok: false,
      reason: 'stale',
      current: {
        version: current.version,
        data: readVersion(document.id, current.data, current.format),
        updatedBy: current.updatedBy,
        updatedAt: current.updatedAt,
      },
    };
  });
}

/** Makes a saved version the one visitors see. False when the document or version does not exist. */
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
    await tx
      .update(contentDocuments)
      .set({ publishedVersion: version, publishedAt: new Date(), updatedBy: userId })
      .where(eq(contentDocuments.id, id));
    return true;
  });
}

/** A document's versions, newest first: who saved each, when, and how it came to be. */
export async function documentHistory(db: Database, id: string) {
  return db
    .select({
      version: contentVersions.version,
      origin: contentVersions.origin,
      createdAt: contentVersions.createdAt,
      createdBy: contentVersions.createdBy,
    })
    .from(contentVersions)
    .where(eq(contentVersions.documentId, id))
    .orderBy(sql`${contentVersions.version} desc`);
}
