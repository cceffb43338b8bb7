import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/open';

export type RateLimitRule = { limit: number; windowSeconds: number; blockSeconds?: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

type Row = { count: number; retry_after: number | string | null };

/**
 * Counts one hit against `key` in a fixed window, atomically in the database (so several app
 * instances share it). Past the limit the key is blocked for `blockSeconds` (default: the window).
 */
export async function hit(db: Database, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const block = rule.blockSeconds ?? rule.windowSeconds;
  const result = await db.execute(sql`
    insert into rate_limits as r (key, count, window_start)
    values (${key}, 1, now())
    on conflict (key) do update set
      count = case when r.window_start < now() - make_interval(secs => ${rule.windowSeconds}) and (r.blocked_until is null or r.blocked_until < now())
                   then 1 else r.count + 1 end,
      window_start = case when r.window_start < now() - make_interval(secs => ${rule.windowSeconds}) and (r.blocked_until is null or r.blocked_until < now())
                   then now() else r.window_start end,
      blocked_until = case when r.blocked_until > now() then r.blocked_until
                   when r.count + 1 > ${rule.limit} and r.window_start >= now() - make_interval(secs => ${rule.windowSeconds})
                   then now() + make_interval(secs => ${block}) else null end
    returning count, extract(epoch from (blocked_until - now()))::int as retry_after`);
  const row = rowsOf<Row>(result)[0]!;
  const retry = Number(row.retry_after ?? 0);
  return { allowed: !(retry > 0), count: row.count, retryAfterSeconds: Math.max(0, retry) };
}

/** Current state of a key without counting a hit; with `windowSeconds`, a count from an expired window reads as 0. */
export async function peek(db: Database, key: string, windowSeconds?: number): Promise<RateLimitResult> {
  const current = windowSeconds === undefined ? sql`true` : sql`window_start >= now() - make_interval(secs => ${windowSeconds})`;
  const result = await db.execute(
    sql`select case when ${current} then count else 0 end as count, extract(epoch from (blocked_until - now()))::int as retry_after
        from rate_limits where key = ${key}`,
  );
  const row = rowsOf<Row>(result)[0];
  const retry = Number(row?.retry_after ?? 0);
  return { allowed: !(retry > 0), count: row?.count ?? 0, retryAfterSeconds: Math.max(0, retry) };
}

/** Gives back one hit (an attempt that turned out legitimate), never below zero. */
export async function refund(db: Database, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

export async function reset(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/**
 * Tries that wait longer after each one: the first `freeTries` go at once, then each further try must wait twice as
 * long as the one before (2 s, 4 s, 8 s, … at most `maxDelaySeconds`). The count starts again after `quietSeconds`
 * without a try. Slows guessing to a crawl without ever locking anyone out for good.
 */
export type BackoffRule = { freeTries: number; maxDelaySeconds: number; quietSeconds: number };

/** The wait after the `tries`-th try. */
export function backoffDelaySeconds(tries: number, rule: BackoffRule): number {
  return tries < rule.freeTries ? 0 : Math.min(rule.maxDelaySeconds, 2 ** (tries - rule.freeTries + 1));
}

/**
 * Claims a try under a backoff rule, atomically: allowed only when the wait set by the previous try has passed, and
 * the claim itself sets the next wait (as if the try fails; `reset` the key when it succeeds). Of a parallel burst,
 * only the tries the rule allows get through.
 */
export async function claimTry(db: Database, key: string, rule: BackoffRule): Promise<RateLimitResult> {
  const quiet = sql`r.window_start < now() - make_interval(secs => ${rule.quietSeconds}::int)`;
  const tries = sql`(case when ${quiet} then 1 else r.count + 1 end)`;
  const wait = (count: typeof tries) =>
    sql`make_interval(secs => least(${rule.maxDelaySeconds}::float8, case when ${count} < ${rule.freeTries}::int then 0 else power(2, ${count} - ${rule.freeTries}::int + 1) end))`;
  const result = await db.execute(sql`
    insert into rate_limits as r (key, count, window_start, blocked_until)
    values (${key}, 1, now(), now() + ${wait(sql`1`)})
    on conflict (key) do update set count = ${tries}, window_start = now(), blocked_until = now() + ${wait(tries)}
    where r.blocked_until is null or r.blocked_until <= now() or ${quiet}
    returning count`);
  const claimed = rowsOf<{ count: number }>(result)[0];
  if (claimed) return { allowed: true, count: claimed.count, retryAfterSeconds: 0 };
  const waiting = await peek(db, key);
  return { allowed: false, count: waiting.count, retryAfterSeconds: Math.max(1, waiting.retryAfterSeconds) };
}

/** node-postgres returns `{ rows }`, PGlite `{ rows }` too; both shapes are read the same way. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
