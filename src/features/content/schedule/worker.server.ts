import 'server-only';
import { eq } from 'drizzle-orm';
import { siteConfig } from '@/config/site';
import type { Database } from '@/db/open';
import { users } from '@/db/schema';
import { enqueueMail } from '@/features/leads/outbox.server';
import { kickOutbox } from '@/features/leads/worker.server';
import { invalidateTags } from '@/lib/next-cache/handler.mjs';
import { log } from '@/lib/log';
import { forgetLivePaths } from '../entries/live-paths.server';
import { contentTag, documentDraft } from '../store.server';
import { scheduleFailureMail } from './failure-mail';
import { runDueSchedules, type ScheduleRun } from './store.server';

/** How often the worker looks for changes whose minute has come: a change runs within this of its minute. */
export const schedulePollMs = 10_000;

const state = globalThis as unknown as { scheduleTimer?: NodeJS.Timeout; schedulePass?: Promise<void> };

/**
 * One pass: carries out what is due, then tells every instance the content changed (the tag clock: `revalidateTag`
 * works only inside a request) and e-mails whoever planned a change that could not be made.
 */
export async function runSchedulePass(db: Database, now?: Date): Promise<ScheduleRun[]> {
  const runs = await runDueSchedules(db, now);
  if (runs.some((run) => run.outcome === 'published' || run.outcome === 'unpublished')) {
    invalidateTags([contentTag]);
    forgetLivePaths();
  }
  for (const run of runs) {
    log.info({ document: run.documentId, action: run.action, outcome: run.outcome }, 'Scheduled content change carried out');
    if (run.outcome === 'gaps' || run.outcome === 'missing') await reportFailure(db, { ...run, outcome: run.outcome });
  }
  if (runs.some((run) => run.outcome === 'gaps' || run.outcome === 'missing')) void kickOutbox(db);
  return runs;
}

async function reportFailure(db: Database, run: ScheduleRun & { outcome: 'gaps' | 'missing' }) {
  if (run.createdBy === null) return;
  const [planner] = await db.select({ email: users.email }).from(users).where(eq(users.id, run.createdBy));
  if (!planner) return;
  const draft = await documentDraft(db, run.documentId);
  const title = draft?.data?.hero.title ?? { ar: run.documentId, en: run.documentId };
  const mail = scheduleFailureMail({
    siteUrl: siteConfig.url,
    documentId: run.documentId,
    title,
    action: run.action,
    outcome: run.outcome,
    runAt: run.runAt,
  });
  await enqueueMail(db, { dedupeKey: `schedule:${run.id}`, to: planner.email, ...mail });
}

/** Started once with the server; a pass at start catches up on whatever fell due while no instance ran. Never throws. */
export function startScheduleWorker(db: Database): void {
  if (state.scheduleTimer) return;
  const pass = () => {
    state.schedulePass ??= runSchedulePass(db)
      .then(() => undefined)
      .catch((err) => log.error({ err }, 'Scheduled content changes could not be carried out'))
      .finally(() => {
        state.schedulePass = undefined;
      });
  };
  pass();
  state.scheduleTimer = setInterval(pass, schedulePollMs);
  state.scheduleTimer.unref();
}

/** As the server stops: no new pass, and the one under way commits or rolls back before the database closes. */
export async function stopScheduleWorker(): Promise<void> {
  clearInterval(state.scheduleTimer);
  state.scheduleTimer = undefined;
  await state.schedulePass;
}
