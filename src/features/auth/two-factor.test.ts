import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/open';
import { pruneExpired } from '@/lib/housekeeping.server';
import { backoffDelaySeconds, rowsOf } from '@/lib/rate-limit.server';
import { testDatabases, uniqueIp } from '../../../tests/support/databases';
import { ALERT_AFTER_WRONG_CODES } from './code-failure-notice';
import { attemptLogin, completeSignIn, pendingSignInTries } from './login';
import { createPendingSignIn, findPendingSignIn } from './pending-sign-in';
import { normalizeRecoveryCode } from './recovery-codes';
import { addressCodeLimit, appCodeBackoff, checkSecondFactor, confirmEnrolment } from './second-factor';
import { createSession, deleteOtherSessions, validateSession } from './sessions';
import { normalizeTotp, parseTotpSecret, totpStep } from './totp';
import { enrolAccount, enrolmentSecret, removeTwoFactor, twoFactorStatus } from './two-factor';
import { parseEnv } from '@/env';
import { mustEnrol, twoFactorRequired } from './two-factor-policy';
import { findUserByEmail, setUserDisabled, upsertUser } from './users';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The code an authenticator app shows `offsetSteps` steps from now (or from `at`). */
const codeAt = (offsetSteps = 0, at = Date.now()) => generate({ secret, epoch: Math.floor(at / 1000) + offsetSteps * 30 });

describe('the two-factor setting', () => {
  it('defaults to admins, reads off, admins and all, and refuses to start on anything else', () => {
    expect(parseEnv({}).STAFF_TWO_FACTOR).toBe('admins');
    expect(parseEnv({ STAFF_TWO_FACTOR: '' }).STAFF_TWO_FACTOR).toBe('admins');
    for (const setting of ['off', 'admins', 'all'] as const) expect(parseEnv({ STAFF_TWO_FACTOR: setting }).STAFF_TWO_FACTOR).toBe(setting);
    expect(() => parseEnv({ STAFF_TWO_FACTOR: 'nobody' })).toThrow(/STAFF_TWO_FACTOR must be off, admins or all/);
  });

  it('requires a second factor of admins by default, of every role with all, of nobody with off', () => {
    expect([twoFactorRequired('admin', 'admins'), twoFactorRequired('editor', 'admins')]).toEqual([true, false]);
    expect([twoFactorRequired('admin', 'all'), twoFactorRequired('editor', 'all')]).toEqual([true, true]);
    expect([twoFactorRequired('admin', 'off'), twoFactorRequired('editor', 'off')]).toEqual([false, false]);
    expect(mustEnrol({ role: 'admin', twoFactor: false }, 'admins')).toBe(true);
    expect(mustEnrol({ role: 'admin', twoFactor: true }, 'admins')).toBe(false);
    expect(mustEnrol({ role: 'editor', twoFactor: false }, 'admins')).toBe(false);
  });
});

describe('TOTP codes', () => {
  const now = Date.UTC(2030, 0, 1, 12, 0, 10);
  const step = Math.floor(now / 30_000);

  it('accept the current code and those one step before and after, nothing further', async () => {
    expect(await totpStep(secret, await codeAt(0, now), null, now)).toBe(step);
    expect(await totpStep(secret, await codeAt(-1, now), null, now)).toBe(step - 1);
    expect(await totpStep(secret, await codeAt(1, now), null, now)).toBe(step + 1);
    expect(await totpStep(secret, await codeAt(-2, now), null, now)).toBeUndefined();
    expect(await totpStep(secret, await codeAt(2, now), null, now)).toBeUndefined();
  });

  it('refuse a code whose step is not newer than the last one accepted', async () => {
    const code = await codeAt(0, now);
    expect(await totpStep(secret, code, step - 1, now)).toBe(step);
    expect(await totpStep(secret, code, step, now)).toBeUndefined();
    expect(await totpStep(secret, await codeAt(-1, now), step, now)).toBeUndefined();
  });

  it('read what people type: spaces and dashes go, anything but six digits is no code', () => {
    expect(normalizeTotp(' 123 456 ')).toBe('123456');
    expect(normalizeTotp('123-456')).toBe('123456');
    expect(normalizeTotp('12345')).toBeUndefined();
    expect(normalizeTotp('١٢٣٤٥٦')).toBeUndefined();
  });

  it('take a Base32 secret of at least 128 bits from the command line', () => {
    expect(parseTotpSecret('jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp')).toBe(secret);
    expect(parseTotpSecret('JBSWY3DPEHPK3PXP')).toBeUndefined();
    expect(parseTotpSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PX1')).toBeUndefined();
  });
});

describe('recovery codes as typed', () => {
  it('ignore case, spaces and dashes, and read o, i and l as 0, 1 and 1', () => {
    expect(normalizeRecoveryCode('AB3DE-FG7HJ')).toBe('ab3defg7hj');
    expect(normalizeRecoveryCode(' ab3de fg7hj ')).toBe('ab3defg7hj');
    expect(normalizeRecoveryCode('oilde-fg7hj')).toBe('011defg7hj');
    expect(normalizeRecoveryCode('ab3de-fg7h')).toBeUndefined();
    expect(normalizeRecoveryCode('ab3de-fg7hu')).toBeUndefined();
  });
});

for (const target of testDatabases) {
  describe(`two-factor sign-in on ${target.name}`, () => {
    let handle: DatabaseHandle;
    const password = 'Red Sea sunrise 2030';
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => {
      await handle.close();
    });

    /** A fresh account (so limits and last steps never couple tests), enrolled with the known secret unless told. */
    const account = async ({ enrolled = true, role = 'admin' as const } = {}) => {
      const email = `two-factor-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      await upsertUser(handle.db, { email, password, role });
      const id = (await findUserByEmail(handle.db, email))!.id;
      const codes = enrolled ? (await enrolAccount(handle.db, id, secret)).recoveryCodes : [];
      return { email, id, codes };
    };
    /** What a right password leads to for an enrolled account (the password step itself is tested once; scrypt is slow). */
    const pendingFor = (id: number) => createPendingSignIn(handle.db, id);
    const sessionCount = async (id: number) =>
      rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from sessions where user_id = ${id}`))[0]!.n;

    it('enrols from the security screen: the waiting secret stays put, a wrong code is refused, the right one turns it on with ten codes', async () => {
      const { id } = await account({ enrolled: false });
      const waiting = await enrolmentSecret(handle.db, id);
      expect(waiting).toMatch(/^[A-Z2-7]{32}$/);
      expect(await enrolmentSecret(handle.db, id)).toBe(waiting);
      expect(await twoFactorStatus(handle.db, id)).toEqual({ enabled: false });

      const token = await createSession(handle.db, id);
      expect(await validateSession(handle.db, token)).toMatchObject({ twoFactor: false });
      expect(await confirmEnrolment(handle.db, id, '000000', uniqueIp())).toEqual({ ok: false, reason: 'invalid' });
      const right = await generate({ secret: waiting!, epoch: Math.floor(Date.now() / 1000) });
      const result = await confirmEnrolment(handle.db, id, right, uniqueIp());
      expect(result.ok && result.recoveryCodes).toHaveLength(10);
      expect(result.ok && result.recoveryCodes.every((code) => /^[0-9a-z]{5}-[0-9a-z]{5}$/.test(code))).toBe(true);
      expect(await twoFactorStatus(handle.db, id)).toMatchObject({ enabled: true, recoveryLeft: 10 });
      expect(await validateSession(handle.db, token)).toMatchObject({ twoFactor: true });
      expect(await enrolmentSecret(handle.db, id)).toBeUndefined();
      // The code that confirmed enrolment cannot sign anyone in afterwards.
      expect(await checkSecondFactor(handle.db, id, right, uniqueIp())).toEqual({ ok: false, reason: 'invalid' });
    });

    it('asks an enrolled account for its code after the password, and only the code starts the session', async () => {
      const { email, id } = await account();
      const result0 = await attemptLogin(handle.db, { email, password, ip: uniqueIp(), slowdownMs: 0 });
      expect(Object.keys(result0)).toEqual(['ok', 'pendingToken']);
      const { pendingToken } = result0 as { pendingToken: string };
      expect(await sessionCount(id)).toBe(0);
      expect(await findPendingSignIn(handle.db, pendingToken)).toMatchObject({ userId: id, email });

      const result = await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken, code: await codeAt() });
      expect(result).toMatchObject({ ok: true, role: 'admin' });
      expect(await sessionCount(id)).toBe(1);
      expect(await validateSession(handle.db, (result as { token: string }).token)).toMatchObject({ id, twoFactor: true });
      // The pending sign-in is used up.
      expect(await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken, code: await codeAt(1) })).toEqual({ ok: false, reason: 'expired' });
    });

    it('never accepts a code twice, nor an older code after a newer one, nor the same code sent twice at once', async () => {
      const { id } = await account();
      const code = await codeAt();
      expect((await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken: await pendingFor(id), code })).ok).toBe(true);
      expect(await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken: await pendingFor(id), code })).toEqual({ ok: false, reason: 'invalid' });

      const other = await account();
      expect((await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken: await pendingFor(other.id), code: await codeAt(1) })).ok).toBe(true);
      expect(await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken: await pendingFor(other.id), code: await codeAt(0) })).toEqual({
        ok: false,
        reason: 'invalid',
      });

      const third = await account();
      const tokens = [await pendingFor(third.id), await pendingFor(third.id), await pendingFor(third.id)];
      const same = await codeAt();
      const outcomes = await Promise.all(tokens.map((pendingToken) => completeSignIn(handle.db, { ip: uniqueIp(), pendingToken, code: same })));
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    });

    it('signs in with a recovery code once, says how many are left, and takes it typed loosely', async () => {
      const { id, codes } = await account();
      const first = await completeSignIn(handle.db, {
        ip: uniqueIp(),
        pendingToken: await pendingFor(id),
        code: codes[0]!.toUpperCase().replace('-', ' '),
      });
      expect(first).toMatchObject({ ok: true, recoveryLeft: 9 });
      expect(await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken: await pendingFor(id), code: codes[0]! })).toEqual({
        ok: false,
        reason: 'invalid',
      });
      expect(await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken: await pendingFor(id), code: codes[1]! })).toMatchObject({
        ok: true,
        recoveryLeft: 8,
      });
      // Another account's codes are no use.
      const other = await account();
      expect(await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken: await pendingFor(other.id), code: codes[2]! })).toEqual({
        ok: false,
        reason: 'invalid',
      });
    });

    it('lets a pending sign-in expire after five minutes, and ends it with the account', async () => {
      const { email, id } = await account();
      const pendingToken = await pendingFor(id);
      expect(await findPendingSignIn(handle.db, pendingToken)).toBeDefined();
      await handle.db.execute(sql`update pending_sign_ins set expires_at = now() - interval '1 second' where user_id = ${id}`);
      expect(await findPendingSignIn(handle.db, pendingToken)).toBeUndefined();
      expect(await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken, code: await codeAt() })).toEqual({ ok: false, reason: 'expired' });
      expect(await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken: undefined, code: await codeAt() })).toEqual({
        ok: false,
        reason: 'expired',
      });
      const { pendingSignIns } = await pruneExpired(handle.db);
      expect(pendingSignIns).toBeGreaterThanOrEqual(1);

      const fresh = await pendingFor(id);
      await setUserDisabled(handle.db, email, true);
      expect(await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken: fresh, code: await codeAt() })).toEqual({
        ok: false,
        reason: 'expired',
      });
    });

    const wrong = (id: number, code = '000000', ip = uniqueIp()) =>
      pendingFor(id).then((pendingToken) => completeSignIn(handle.db, { ip, pendingToken, code }));
    /** Lets the wait an account's app codes are under pass, as time would. */
    const waitPasses = (id: number) =>
      handle.db.execute(sql`update rate_limits set blocked_until = now() - interval '1 second' where key = ${`two-factor:acct:${id}`}`);

    it('ends a pending sign-in after five codes, so the password is asked again, right code or not', async () => {
      const { id } = await account();
      const pendingToken = await pendingFor(id);
      for (let i = 0; i < pendingSignInTries.limit; i += 1) {
        expect(await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken, code: `abcde-fghj${i}` })).toEqual({ ok: false, reason: 'invalid' });
      }
      expect(await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken, code: await codeAt() })).toEqual({ ok: false, reason: 'ended' });
      expect(await findPendingSignIn(handle.db, pendingToken)).toBeUndefined();
    });

    it('slows app codes after five wrong ones with growing waits, never a lock, while a recovery code signs in at once', async () => {
      const { id, codes } = await account();
      for (let i = 0; i < appCodeBackoff.freeTries; i += 1) expect(await wrong(id)).toEqual({ ok: false, reason: 'invalid' });
      const waiting = await wrong(id, await codeAt());
      expect(waiting).toMatchObject({ ok: false, reason: 'wait' });
      expect((waiting as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(2);
      // The owner, holding a recovery code, is never kept out.
      expect(await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken: await pendingFor(id), code: codes[0]! })).toMatchObject({ ok: true });
      // Each further wrong code doubles the wait: 4 s after the sixth, 8 s after the seventh, … at most 15 minutes.
      await waitPasses(id);
      expect(await wrong(id)).toEqual({ ok: false, reason: 'invalid' });
      const longer = (await wrong(id, await codeAt())) as { reason: string; retryAfterSeconds: number };
      expect(longer.reason).toBe('wait');
      expect(longer.retryAfterSeconds).toBeGreaterThan(2);
      expect(longer.retryAfterSeconds).toBeLessThanOrEqual(4);
      expect([5, 6, 7, 12, 30].map((tries) => backoffDelaySeconds(tries, appCodeBackoff))).toEqual([2, 4, 8, 256, 900]);
      // Once the wait has passed, the right code signs in and the count starts again.
      await waitPasses(id);
      expect(await wrong(id, await codeAt())).toMatchObject({ ok: true });
      expect(await wrong(id)).toEqual({ ok: false, reason: 'invalid' });
    });

    it('counts wrong codes per address: after ten from one address it waits, and the owner elsewhere does not', async () => {
      const { id, codes } = await account();
      const ip = uniqueIp();
      for (let i = 0; i < addressCodeLimit.limit; i += 1) expect(await wrong(id, `abcde-fghj${i}`, ip)).toEqual({ ok: false, reason: 'invalid' });
      const locked = await wrong(id, codes[0]!, ip);
      expect(locked).toMatchObject({ ok: false, reason: 'locked' });
      expect((locked as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(10 * 60);
      expect(await wrong(id, await codeAt())).toMatchObject({ ok: true });
    });

    it('checks no more than five codes of a parallel burst on one pending sign-in', async () => {
      const { id } = await account();
      const pendingToken = await pendingFor(id);
      const guesses = Array.from({ length: 12 }, (_, i) => String(100000 + i));
      const outcomes = await Promise.all(guesses.map((code) => completeSignIn(handle.db, { ip: uniqueIp(), pendingToken, code })));
      expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'invalid').length).toBeLessThanOrEqual(pendingSignInTries.limit);
      expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason !== 'invalid').length).toBeGreaterThanOrEqual(7);
    });

    it('e-mails the owner once when wrong codes keep coming, through the site’s outbox', async () => {
      const { email, id } = await account();
      const alerts = async () =>
        rowsOf<{ to: string; subject: string; text: string }>(
          await handle.db.execute(sql`select "to", subject, text from outbox where dedupe_key like ${`two-factor-alert:${id}:%`}`),
        );
      for (let i = 1; i < ALERT_AFTER_WRONG_CODES; i += 1) await wrong(id, `abcde-fghj${i}`);
      expect(await alerts()).toEqual([]);
      for (let i = 0; i < 3; i += 1) await wrong(id, `abcde-fgh${i}j`);
      const sent = await alerts();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: email, subject: expect.stringContaining('Security alert') });
      expect(sent[0]!.text).toContain('someone else knows your password');
    });

    it('gives back the try of a right code, so its owner is never locked out by their own sign-ins', async () => {
      const { id, codes } = await account();
      for (let i = 0; i < 7; i += 1) {
        expect((await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken: await pendingFor(id), code: codes[i]! })).ok).toBe(true);
      }
    });

    it('lets an operator reset a lost factor: the account is signed out and signs in with the password alone', async () => {
      const { email, id } = await account();
      const result = await completeSignIn(handle.db, { ip: uniqueIp(), pendingToken: await pendingFor(id), code: await codeAt() });
      const pendingToken = await pendingFor(id);
      await removeTwoFactor(handle.db, id, { signOut: true });
      expect(await validateSession(handle.db, (result as { token: string }).token)).toBeUndefined();
      expect(await findPendingSignIn(handle.db, pendingToken)).toBeUndefined();
      expect(await twoFactorStatus(handle.db, id)).toEqual({ enabled: false });
      expect(await attemptLogin(handle.db, { email, password, ip: uniqueIp(), slowdownMs: 0 })).toMatchObject({ ok: true, role: 'admin' });
    });

    it('ends the other sessions of an account, keeping the one asked', async () => {
      const { id } = await account({ enrolled: false });
      const [kept, other] = [await createSession(handle.db, id), await createSession(handle.db, id)];
      await deleteOtherSessions(handle.db, id, kept);
      expect(await validateSession(handle.db, kept)).toBeDefined();
      expect(await validateSession(handle.db, other)).toBeUndefined();
    });
  });
}
