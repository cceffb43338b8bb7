import 'server-only';
import { sql } from 'drizzle-orm';
import { siteConfig } from '@/config/site';
import type { Database } from '@/db/open';
import { env } from '@/env';
import { log } from '@/lib/log';
import { outbox } from '@/db/schema';
import { rowsOf } from '@/lib/rate-limit.server';
import { mailSettingsFromEnv, transportFor, type MailSettings } from './mail.server';

export const MAX_ATTEMPTS = 10;

/**
 * The pace of retries, in seconds: the wait before the first retry (later waits double, up to an hour).
 * `OUTBOX_RETRY_SECONDS` shortens it for tests; production keeps the default of 30.
 */
export const retrySeconds = env.OUTBOX_RETRY_SECONDS;

/** Wait before attempt n+1: 30 s, 1 min, 2 min, … capped at one hour (with the default pace). */
export function backoffSeconds(attempts: number, pace = retrySeconds): number {
  return Math.min(pace * 2 ** Math.max(0, attempts - 1), 3600);
}

export type OutgoingMail = { dedupeKey: string; to: string; subject: string; text: string };

/** Queues a message once: a second call with the same key is ignored. Pass the transaction that stores what it is about. */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await db.insert(outbox).values(mail).onConflictDoNothing({ target: outbox.dedupeKey });
}

type Claimed = { id: number; dedupe_key: string; to: string; subject: string; text: string; attempts: number };

/**
 * The message's own Message-ID, the same on every attempt: delivery is at least once (a crash between sending and
 * recording it sends again), and a repeated copy is recognisable as the same message. `lead:12` in row 34 of the
 * outbox on www.example.sa becomes `<lead-12.34@www.example.sa>`.
 */
export function messageIdFor(row: { id: number; dedupe_key: string }): string {
  const host = URL.parse(siteConfig.url)?.hostname || 'localhost';
  return `<${row.dedupe_key.replace(/[^A-Za-z0-9.-]/g, '-')}.${row.id}@${host}>`;
}

/**
 * Takes one due message and locks it for two minutes, in one statement: `for update skip locked` makes a second
 * worker (another app instance on the same database) take a different row, and the lock keeps it off it afterwards.
 */
async function claimNext(db: Database): Promise<Claimed | undefined> {
  const result = await db.execute(sql`
    update outbox set locked_until = now() + interval '2 minutes', attempts = attempts + 1
    where id = (
      select id from outbox
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by id limit 1
      for update skip locked
    )
    returning id, dedupe_key, "to", subject, text, attempts`);
  return rowsOf<Claimed>(result)[0];
}

/**
 * Sends every message that is due. A failure schedules a retry with backoff and never throws (unless the database
 * itself fails); after MAX_ATTEMPTS the message is marked failed (it stays visible in the leads inbox).
 * Returns how many were sent.
 */
export async function deliverDueMail(db: Database, settings: MailSettings = mailSettingsFromEnv()): Promise<number> {
  const transport = transportFor(settings);
  if (!transport) return 0;
  let sent = 0;
  for (let message = await claimNext(db); message; message = await claimNext(db)) {
    let failure: unknown;
    try {
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: messageIdFor(message),
      });
    } catch (error) {
      failure = error;
    }
    if (failure === undefined) {
      await db.execute(sql`update outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${message.id}`);
      sent += 1;
      continue;
    }
    const reason = failure instanceof Error ? failure.message : String(failure);
    const failed = message.attempts >= MAX_ATTEMPTS;
    await db.execute(sql`
      update outbox set
        status = ${failed ? 'failed' : 'pending'},
        locked_until = null,
        last_error = ${reason.slice(0, 500)},
        next_attempt_at = now() + make_interval(secs => ${backoffSeconds(message.attempts)})
      where id = ${message.id}`);
    log.warn(
      { mailId: message.id, attempt: message.attempts, reason },
      `Mail ${message.id}: attempt ${message.attempts} failed${failed ? '; giving up' : '; will retry'}`,
    );
  }
  return sent;
}

/** Delivery state of the messages about one lead, for the inbox. */
export async function mailStatusFor(db: Database, dedupeKey: string) {
  const result = await db.execute(sql`select status, attempts, last_error, sent_at from outbox where dedupe_key = ${dedupeKey}`);
  return rowsOf<{ status: string; attempts: number; last_error: string | null; sent_at: Date | string | null }>(result)[0];
}
