import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/open';
import { rowsOf } from '@/lib/rate-limit.server';
import { createSession } from '@/features/auth/sessions';
import { findUserByEmail, upsertUser } from '@/features/auth/users';
import { testDatabases, uniqueIp } from '../../tests/support/databases';
import { pruneExpired } from './housekeeping.server';

for (const target of testDatabases) {
  describe(`housekeeping on ${target.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => {
      await handle.close();
    });

    const keyExists = async (key: string) => rowsOf(await handle.db.execute(sql`select 1 from rate_limits where key = ${key}`)).length === 1;

    it('removes rate-limit counters of long-past windows, keeps current and blocking ones', async () => {
      const [stale, current, blocking] = [uniqueIp(), uniqueIp(), uniqueIp()];
      await handle.db.execute(sql`insert into rate_limits (key, count, window_start) values (${stale}, 3, now() - interval '2 days')`);
      await handle.db.execute(sql`insert into rate_limits (key, count, window_start) values (${current}, 3, now() - interval '5 minutes')`);
      await handle.db.execute(
        sql`insert into rate_limits (key, count, window_start, blocked_until) values (${blocking}, 9, now() - interval '2 days', now() + interval '1 hour')`,
      );
      await pruneExpired(handle.db);
      expect([await keyExists(stale), await keyExists(current), await keyExists(blocking)]).toEqual([false, true, true]);
    });

    it('removes expired and idle sessions, keeps live ones', async () => {
      const email = `keeper-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      await upsertUser(handle.db, { email, password: 'Red Sea sunrise 2030', role: 'editor' });
      const userId = (await findUserByEmail(handle.db, email))!.id;
      const tokens = [await createSession(handle.db, userId), await createSession(handle.db, userId), await createSession(handle.db, userId)];
      const ids = rowsOf<{ id: string }>(await handle.db.execute(sql`select id from sessions where user_id = ${userId} order by created_at`)).map(
        (row) => row.id,
      );
      expect(ids).toHaveLength(tokens.length);
      await handle.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where id = ${ids[0]!}`);
      await handle.db.execute(sql`update sessions set last_seen_at = now() - interval '13 hours' where id = ${ids[1]!}`);
      // Other data tests on a shared server may age every session; this one is live at the moment of pruning.
      await handle.db.execute(sql`update sessions set last_seen_at = now() where id = ${ids[2]!}`);
      const { sessions } = await pruneExpired(handle.db);
      expect(sessions).toBeGreaterThanOrEqual(2);
      const left = rowsOf<{ id: string }>(await handle.db.execute(sql`select id from sessions where user_id = ${userId}`)).map((row) => row.id);
      expect(left).toEqual([ids[2]]);
    });
  });
}
