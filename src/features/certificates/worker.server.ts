import 'server-only';
import { and, inArray, isNull } from 'drizzle-orm';
import { siteConfig } from '@/config/site';
import type { Database } from '@/db/open';
import { users } from '@/db/schema';
import { enqueueMail } from '@/features/leads/outbox.server';
import { kickOutbox } from '@/features/leads/worker.server';
import { daysBetween, siteDay } from '@/i18n/format';
import { log } from '@/lib/log';
import { invalidateTags } from '@/lib/next-cache/handler.mjs';
import { certificateReminderMail } from './reminder-mail';
import { certificatesTag, claimDueReminders, pruneOrphanFiles, type DueReminder } from './store.server';

/** How often the worker looks: reminders go out within this, and a certificate leaves the pages this after midnight. */
const passMs = 60_000;

const state = globalThis as unknown as { certificateTimer?: NodeJS.Timeout; certificatePass?: Promise<void>; certificateDay?: string };

/**
 * One pass (decision 016): warns every active editor and admin of each certificate entering its last 60 days (once
 * per expiry date, whichever instance claims it), and when the Riyadh day has turned, tells every instance's pages
 * to draw the certificates again, so one that expired yesterday or starts today is right by itself.
 */
export async function runCertificatePass(
  db: Database,
  now: Date = new Date(),
  recipients: (tx: Database) => Promise<string[]> = activeStaff,
): Promise<DueReminder[]> {
  const today = siteDay(now);
  if (state.certificateDay && state.certificateDay !== today) invalidateTags([certificatesTag]);
  state.certificateDay = today;
  const due = await claimDueReminders(db, today, async (tx, reminders) => {
    const staff = await recipients(tx);
    for (const reminder of reminders) {
      const mail = certificateReminderMail({ siteUrl: siteConfig.url, ...reminder, daysLeft: daysBetween(today, reminder.validUntil) });
      for (const email of staff) {
        await enqueueMail(tx, { dedupeKey: `certificate:${reminder.id}:${reminder.validUntil}:${email}`, to: email, ...mail });
      }
    }
  });
  if (due.length > 0) {
    log.info({ certificates: due.length }, 'Certificate expiry reminders queued');
    void kickOutbox(db);
  }
  await pruneOrphanFiles(db);
  return due;
}

/** Every active editor and admin: whoever can renew a certificate. */
async function activeStaff(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'editor']), isNull(users.disabledAt)));
  return rows.map((row) => row.email);
}

/** A pass now, off the request (after staff saved a certificate that may already be due a reminder). */
export function certificatePassSoon(db: Database): void {
  state.certificatePass ??= runCertificatePass(db)
    .then(() => undefined)
    .catch((err) => log.error({ err }, 'Certificate reminders could not be sent'))
    .finally(() => {
      state.certificatePass = undefined;
    });
}

/** Started once with the server, beside the outbox's and the scheduler's workers. Never throws. */
export function startCertificateWorker(db: Database): void {
  if (state.certificateTimer) return;
  certificatePassSoon(db);
  state.certificateTimer = setInterval(() => certificatePassSoon(db), passMs);
  state.certificateTimer.unref();
}

export async function stopCertificateWorker(): Promise<void> {
  clearInterval(state.certificateTimer);
  state.certificateTimer = undefined;
  await state.certificatePass;
}
