import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/open';
import { rowsOf } from '@/lib/rate-limit.server';
import { testDatabases, uniqueIp } from '../../../tests/support/databases';
import { accountDelaySeconds, attemptLogin, siteFailureBudget } from './login';
import { hashPassword, verifyPassword } from './password';
import { deleteSession, validateSession } from './sessions';
import { setUserDisabled, upsertUser } from './users';

describe('passwords', () => {
  it('are stored as salted scrypt hashes and verified', async () => {
    const hash = await hashPassword('a long enough passphrase');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(hash).not.toContain('passphrase');
    expect(await verifyPassword('a long enough passphrase', hash)).toBe(true);
    expect(await verifyPassword('a long enough passphrasE', hash)).toBe(false);
    expect(await hashPassword('a long enough passphrase')).not.toBe(hash);
  });
});

for (const target of testDatabases) {
  describe(`staff sign-in on ${target.name}`, () => {
    let handle: DatabaseHandle;
    const email = `editor-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const password = 'Red Sea sunrise 2030';
    const forgetSiteFailures = () => handle.db.execute(sql`delete from rate_limits where key = 'login:site-failures'`);
    beforeAll(async () => {
      handle = await target.open();
      await forgetSiteFailures();
      await upsertUser(handle.db, { email, password, role: 'editor' });
    });
    afterAll(async () => {
      await handle.close();
    });

    it('refuses short passwords when creating accounts', async () => {
      await expect(upsertUser(handle.db, { email: 'x@example.com', password: 'short', role: 'editor' })).rejects.toThrow(/12 characters/);
    });

    it('signs in with the right password, case-insensitive e-mail, and signs out on the server', async () => {
      const result = await attemptLogin(handle.db, { email: email.toUpperCase(), password, ip: uniqueIp(), slowdownMs: 0 });
      expect(result.ok).toBe(true);
      const token = (result as { token: string }).token;
      expect(await validateSession(handle.db, token)).toMatchObject({ email, role: 'editor' });
      await deleteSession(handle.db, token);
      expect(await validateSession(handle.db, token)).toBeUndefined();
    });

    it('refuses a wrong password and an unknown account alike', async () => {
      expect(await attemptLogin(handle.db, { email, password: 'wrong password!!', ip: uniqueIp(), slowdownMs: 0 })).toEqual({
        ok: false,
        reason: 'invalid',
      });
      expect(await attemptLogin(handle.db, { email: 'nobody@example.com', password, ip: uniqueIp(), slowdownMs: 0 })).toEqual({
        ok: false,
        reason: 'invalid',
      });
    });

    it('locks an account out from one address after five failures, even for the right password', async () => {
      const ip = uniqueIp();
      const outcomes = [];
      for (let i = 0; i < 6; i += 1) outcomes.push(await attemptLogin(handle.db, { email, password: 'wrong password!!', ip, slowdownMs: 0 }));
      expect(outcomes.slice(0, 4).every((o) => !o.ok && o.reason === 'invalid')).toBe(true);
      expect(outcomes[5]).toMatchObject({ ok: false, reason: 'locked' });
      expect(await attemptLogin(handle.db, { email, password, ip, slowdownMs: 0 })).toMatchObject({ ok: false, reason: 'locked' });
      // The real user, from their own address, still gets in.
      expect((await attemptLogin(handle.db, { email, password, ip: uniqueIp(), slowdownMs: 0 })).ok).toBe(true);
    });

    it('counts parallel guesses before checking them: a burst from one address gets no more than five checks', async () => {
      const ip = uniqueIp();
      const guesses = Array.from({ length: 12 }, (_, i) => (i === 11 ? password : `wrong password ${i}!!`));
      const outcomes = await Promise.all(guesses.map((guess) => attemptLogin(handle.db, { email, password: guess, ip, slowdownMs: 0 })));
      const checked = outcomes.filter((outcome) => outcome.ok || outcome.reason !== 'locked');
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'locked').length).toBeGreaterThanOrEqual(7);
    });

    it('never locks the owner out when failures come from many addresses: the account is slowed, not blocked', async () => {
      for (let i = 0; i < 51; i += 1) {
        expect(await attemptLogin(handle.db, { email, password: 'wrong password!!', ip: uniqueIp(), slowdownMs: 0 })).toMatchObject({
          ok: false,
          reason: 'invalid',
        });
      }
      expect((await attemptLogin(handle.db, { email, password, ip: uniqueIp(), slowdownMs: 0 })).ok).toBe(true);
      await handle.db.execute(sql`delete from rate_limits where key like ${'login:acct:%'}`);
      await forgetSiteFailures();
    }, 120_000); // 53 scrypt checks: slow by design.

    it('checks one password at a time and answers a burst beyond the short queue at once, without checking it', async () => {
      const started = performance.now();
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, () => attemptLogin(handle.db, { email: 'nobody@example.com', password, ip: uniqueIp(), slowdownMs: 0 })),
      );
      const busy = outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'busy');
      // One checked and six waiting; the other five are told to try again in a few seconds.
      expect(busy).toHaveLength(5);
      expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'invalid')).toHaveLength(7);
      expect(busy[0]).toMatchObject({ retryAfterSeconds: 5 });
      // Seven checks one after another, not twelve side by side.
      expect(performance.now() - started).toBeGreaterThan(7 * 200);
      await forgetSiteFailures();
    }, 60_000);

    it('pauses every sign-in once the site’s budget of failures is spent, the right password included, without a check', async () => {
      for (let i = 0; i <= siteFailureBudget.limit; i += 1) {
        await handle.db.execute(sql`
          insert into rate_limits (key, count, window_start) values ('login:site-failures', 1, now())
          on conflict (key) do update set count = rate_limits.count + 1`);
      }
      expect(await attemptLogin(handle.db, { email, password: 'wrong password!!', ip: uniqueIp(), slowdownMs: 0 })).toEqual({
        ok: false,
        reason: 'invalid',
      });
      const ip = uniqueIp();
      const started = performance.now();
      const paused = await attemptLogin(handle.db, { email, password, ip, slowdownMs: 0 });
      expect(paused).toMatchObject({ ok: false, reason: 'paused' });
      expect((paused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(10 * 60);
      // No scrypt ran, and the attempt did not count against its address.
      expect(performance.now() - started).toBeLessThan(200);
      const [row] = rowsOf<{ count: number }>(await handle.db.execute(sql`select count from rate_limits where key = ${`login:ip:${ip}`}`));
      expect(row?.count ?? 0).toBe(0);
      await forgetSiteFailures();
      expect((await attemptLogin(handle.db, { email, password, ip, slowdownMs: 0 })).ok).toBe(true);
    });

    it('ends sessions that have been idle too long or passed their absolute expiry', async () => {
      const first = (await attemptLogin(handle.db, { email, password, ip: uniqueIp(), slowdownMs: 0 })) as { token: string };
      await handle.db.execute(sql`update sessions set last_seen_at = now() - interval '13 hours'`);
      expect(await validateSession(handle.db, first.token)).toBeUndefined();
      const second = (await attemptLogin(handle.db, { email, password, ip: uniqueIp(), slowdownMs: 0 })) as { token: string };
      await handle.db.execute(sql`update sessions set expires_at = now() - interval '1 minute'`);
      expect(await validateSession(handle.db, second.token)).toBeUndefined();
    });

    const signIn = async (account: string, secret: string) => {
      const result = await attemptLogin(handle.db, { email: account, password: secret, ip: uniqueIp(), slowdownMs: 0 });
      if (!result.ok || !('token' in result)) throw new Error(`sign-in refused: ${result.ok ? 'second factor asked' : result.reason}`);
      return result;
    };

    it('answers the role with a successful sign-in', async () => {
      expect(await signIn(email, password)).toMatchObject({ role: 'editor' });
    });

    it('ends every session of an account when its password is reset, and the new password works', async () => {
      const account = `reset-${Date.now()}@example.com`;
      await upsertUser(handle.db, { email: account, password, role: 'editor' });
      const [first, second] = [await signIn(account, password), await signIn(account, password)];
      expect(await validateSession(handle.db, first.token)).toBeDefined();

      await upsertUser(handle.db, { email: account, password: 'A brand new passphrase', role: 'editor' });
      expect(await validateSession(handle.db, first.token)).toBeUndefined();
      expect(await validateSession(handle.db, second.token)).toBeUndefined();
      expect(await signIn(account, 'A brand new passphrase')).toMatchObject({ ok: true });
    });

    it('signs the account out when its role changes; the next session carries the new role', async () => {
      const account = `demoted-${Date.now()}@example.com`;
      await upsertUser(handle.db, { email: account, password, role: 'admin' });
      const { token } = await signIn(account, password);
      await upsertUser(handle.db, { email: account, password, role: 'editor' });
      const fresh = await signIn(account, password);
      expect(await validateSession(handle.db, fresh.token)).toMatchObject({ role: 'editor' });
      expect(await validateSession(handle.db, token)).toBeUndefined();
    });

    it('disables an account: its sessions end, the right password is refused, and enabling lets it back in', async () => {
      const account = `leaver-${Date.now()}@example.com`;
      await upsertUser(handle.db, { email: account, password, role: 'admin' });
      const { token } = await signIn(account, password);

      expect(await setUserDisabled(handle.db, account.toUpperCase(), true)).toBe(true);
      expect(await validateSession(handle.db, token)).toBeUndefined();
      expect(await attemptLogin(handle.db, { email: account, password, ip: uniqueIp(), slowdownMs: 0 })).toEqual({ ok: false, reason: 'invalid' });

      expect(await setUserDisabled(handle.db, account, false)).toBe(true);
      expect(await signIn(account, password)).toMatchObject({ ok: true, role: 'admin' });
      expect(await setUserDisabled(handle.db, 'nobody-here@example.com', true)).toBe(false);
    });
  });
}

describe('account slowdown', () => {
  it('leaves the first ten failures alone, then waits a second more per failure, at most ten', () => {
    expect([0, 10, 11, 15, 20, 51].map(accountDelaySeconds)).toEqual([0, 0, 1, 5, 10, 10]);
  });
});
