import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { IDLE_SECONDS } from '@/config/session-lifetime';
import { rowsOf } from './rate-limit.server';
import { log } from './log';

/** Counters older than any limit's window (the longest is an hour) that are not blocking anyone. */
const STALE_COUNTER_SECONDS = 24 * 60 * 60;

/**
 * Deletes what no request will ever read again: rate-limit counters of long-past windows, sessions that have
 * expired or gone idle, and pending sign-ins past their five minutes. Returns how many rows went, for the log.
 */
export async function pruneExpired(db: Database): Promise<{ counters: number; sessions: number; pendingSignIns: number }> {
  const counters = rowsOf<unknown>(
    await db.execute(sql`
      delete from rate_limits
      where window_start < now() - make_interval(secs => ${STALE_COUNTER_SECONDS})
        and (blocked_until is null or blocked_until < now())
      returning key`),
  ).length;
  const sessions = rowsOf<unknown>(
    await db.execute(sql`
      delete from sessions
      where expires_at <= now() or last_seen_at <= now() - make_interval(secs => ${IDLE_SECONDS})
      returning id`),
  ).length;
  const pendingSignIns = rowsOf<unknown>(await db.execute(sql`delete from pending_sign_ins where expires_at <= now() returning id`)).length;
  return { counters, sessions, pendingSignIns };
}

const state = globalThis as unknown as { housekeepingTimer?: NodeJS.Timeout };

/** Started once with the server: prunes at start and then every hour. Never throws. */
export function startHousekeeping(db: Database): void {
  if (state.housekeepingTimer) return;
  const run = () => pruneExpired(db).catch((err) => log.error({ err }, 'Housekeeping failed'));
  void run();
  state.housekeepingTimer = setInterval(run, 60 * 60 * 1000);
  state.housekeepingTimer.unref();
}

export function stopHousekeeping(): void {
  clearInterval(state.housekeepingTimer);
  state.housekeepingTimer = undefined;
}
