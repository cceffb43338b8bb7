import 'server-only';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { translationGaps } from '@/components/sections/blocks/gaps';
import type { Database } from '@/db/open';
import { contentAudit, contentDocuments, contentSchedules, contentVersions, users } from '@/db/schema';
import { rowsOf } from '@/lib/rate-limit.server';
import { readVersion } from '../store.server';

/** What can be planned (decision 014): putting the newest version live, or taking an entry off the site. */
export const scheduleActions = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof scheduleActions)[number];
export const isScheduleAction = (value: unknown): value is ScheduleAction => scheduleActions.includes(value as ScheduleAction);

export type PendingSchedule = { id: number; documentId: string; action: ScheduleAction; runAt: Date; createdBy: string | null };

/** Every change still to come, soonest first (the editor's panel and the content list read it). */
export async function pendingSchedules(db: Database, documentId?: string): Promise<PendingSchedule[]> {
  const rows = await db
    .select({
      id: contentSchedules.id,
      documentId: contentSchedules.documentId,
      action: contentSchedules.action,
      runAt: contentSchedules.runAt,
      createdBy: users.email,
    })
    .from(contentSchedules)
    .leftJoin(users, eq(users.id, contentSchedules.createdBy))
    .where(and(isNull(contentSchedules.doneAt), documentId === undefined ? undefined : eq(contentSchedules.documentId, documentId)))
    .orderBy(asc(contentSchedules.runAt), asc(contentSchedules.id));
  return rows.flatMap((row) => (isScheduleAction(row.action) ? [{ ...row, action: row.action }] : []));
}

export type ScheduleResult = { ok: true; id: number } | { ok: false; reason: 'missing' | 'past' | 'notEntry' | 'notPublished' | 'gaps' };

/**
 * Plans a change of a document for `runAt` (a later minute), replacing the one of the same kind it had. A publish
 * is refused while the newest saved version is incomplete, as publishing now would be; it is checked again when it
 * runs. Only an entry of a collection can be taken off the site, and only while it is published or about to be.
 */
export async function scheduleChange(
  db: Database,
  { documentId, action, runAt, userId, now = new Date() }: { documentId: string; action: ScheduleAction; runAt: Date; userId: number; now?: Date },
): Promise<ScheduleResult> {
  if (!(runAt.getTime() > now.getTime())) return { ok: false, reason: 'past' };
  return db.transaction(async (tx): Promise<ScheduleResult> => {
    const [document] = await tx
      .select({ version: contentDocuments.version, publishedVersion: contentDocuments.publishedVersion, collection: contentDocuments.collection })
      .from(contentDocuments)
      .where(and(eq(contentDocuments.id, documentId), isNull(contentDocuments.deletedAt)))
      .for('update');
    if (!document) return { ok: false, reason: 'missing' };
    if (action === 'publish') {
      const [row] = await tx
        .select({ data: contentVersions.data, format: contentVersions.format })
        .from(contentVersions)
        .where(and(eq(contentVersions.documentId, documentId), eq(contentVersions.version, document.version)));
      const data = row && readVersion(documentId, row.data, row.format);
      if (!data) return { ok: false, reason: 'missing' };
      if (translationGaps(data).length > 0) return { ok: false, reason: 'gaps' };
    } else {
      if (!document.collection) return { ok: false, reason: 'notEntry' };
      const publishing = await tx
        .select({ id: contentSchedules.id })
        .from(contentSchedules)
        .where(and(eq(contentSchedules.documentId, documentId), eq(contentSchedules.action, 'publish'), isNull(contentSchedules.doneAt)));
      if (document.publishedVersion === null && publishing.length === 0) return { ok: false, reason: 'notPublished' };
    }
    await tx
      .update(contentSchedules)
      .set({ doneAt: now, outcome: 'cancelled' })
      .where(and(eq(contentSchedules.documentId, documentId), eq(contentSchedules.action, action), isNull(contentSchedules.doneAt)));
    const [created] = await tx
      .insert(contentSchedules)
      .values({ documentId, action, runAt, createdBy: userId })
      .returning({ id: contentSchedules.id });
    await tx.insert(contentAudit).values({ documentId, action: `schedule-${action}`, version: null, userId });
    return { ok: true, id: created!.id };
  });
}

/** Calls off a planned change that has not run. False when it has already run or was called off. */
export async function cancelSchedule(db: Database, { id, documentId, userId }: { id: number; documentId: string; userId: number }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(contentSchedules)
      .set({ doneAt: new Date(), outcome: 'cancelled' })
      .where(and(eq(contentSchedules.id, id), eq(contentSchedules.documentId, documentId), isNull(contentSchedules.doneAt)))
      .returning({ action: contentSchedules.action });
    if (!cancelled) return false;
    await tx.insert(contentAudit).values({ documentId, action: `unschedule-${cancelled.action}`, version: null, userId });
    return true;
  });
}

export type ScheduleOutcome = 'published' | 'unpublished' | 'gaps' | 'missing';
export type ScheduleRun = {
  id: number;
  documentId: string;
  action: ScheduleAction;
  outcome: ScheduleOutcome;
  runAt: Date;
  createdBy: number | null;
};

type Due = { id: number; document_id: string; action: string; run_at: string | Date; created_by: number | null };

/**
 * Carries out every planned change whose minute has come, oldest first, each in one transaction with its claim:
 * `for update skip locked` lets only one instance take a change, and a crash half-way rolls the claim back, so the
 * change runs after the restart instead. Returns what was done, for the worker to tell the site and the planner.
 */
export async function runDueSchedules(db: Database, now: Date = new Date()): Promise<ScheduleRun[]> {
  const runs: ScheduleRun[] = [];
  for (;;) {
    const run = await db.transaction(async (tx): Promise<ScheduleRun | undefined> => {
      const [due] = rowsOf<Due>(
        await tx.execute(sql`
          select id, document_id, action, run_at, created_by from content_schedules
          where done_at is null and run_at <= ${now.toISOString()}::timestamptz
          order by run_at, id limit 1 for update skip locked`),
      );
      if (!due) return undefined;
      const action: ScheduleAction = due.action === 'unpublish' ? 'unpublish' : 'publish';
      const { outcome, version } = action === 'publish' ? await publishNewest(tx, due.document_id) : await takeOff(tx, due.document_id);
      await tx.update(contentSchedules).set({ doneAt: new Date(), outcome, version }).where(eq(contentSchedules.id, due.id));
      if (outcome === 'published' || outcome === 'unpublished') {
        await tx.insert(contentAudit).values({ documentId: due.document_id, action: `scheduled-${action}`, version, userId: due.created_by });
      }
      return { id: due.id, documentId: due.document_id, action, outcome, runAt: new Date(due.run_at), createdBy: due.created_by };
    });
    if (!run) return runs;
    runs.push(run);
  }
}

type Outcome = { outcome: ScheduleOutcome; version: number | null };

async function publishNewest(tx: Database, documentId: string): Promise<Outcome> {
  const [row] = await tx
    .select({ version: contentDocuments.version, data: contentVersions.data, format: contentVersions.format })
    .from(contentDocuments)
    .innerJoin(contentVersions, and(eq(contentVersions.documentId, contentDocuments.id), eq(contentVersions.version, contentDocuments.version)))
    .where(and(eq(contentDocuments.id, documentId), isNull(contentDocuments.deletedAt)));
  const data = row && readVersion(documentId, row.data, row.format);
  if (!row || !data) return { outcome: 'missing', version: null };
  if (translationGaps(data).length > 0) return { outcome: 'gaps', version: row.version };
  await tx.update(contentDocuments).set({ publishedVersion: row.version, publishedAt: new Date() }).where(eq(contentDocuments.id, documentId));
  return { outcome: 'published', version: row.version };
}

async function takeOff(tx: Database, documentId: string): Promise<Outcome> {
  const [row] = await tx
    .update(contentDocuments)
    .set({ publishedVersion: null, publishedAt: null, updatedAt: new Date() })
    .where(and(eq(contentDocuments.id, documentId), isNotNull(contentDocuments.collection), isNull(contentDocuments.deletedAt)))
    .returning({ version: contentDocuments.version });
  return row ? { outcome: 'unpublished', version: row.version } : { outcome: 'missing', version: null };
}
