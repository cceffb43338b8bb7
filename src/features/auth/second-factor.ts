// Second factors as people type them, every try counted before it is checked.
import type { Database } from '@/db/open';
import { claimTry, hit, refund, reset, type BackoffRule, type RateLimitRule } from '@/lib/rate-limit.server';
import { noteWrongCode } from './code-failure-notice';
import { consumeRecoveryCode, remainingRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import { normalizeTotp } from './totp';
import { acceptTotp } from './two-factor';

/**
 * Limits on codes, wherever they are typed (sign-in, enrolment, new recovery codes, turning it off). Someone who
 * holds the password must not be able to lock the owner out, so nothing here blocks an account outright:
 * - from one address (an IPv6 /64), ten wrong codes in 15 minutes, then that address waits 15 minutes;
 * - codes from the app, per account: five tries at once, then each waits twice as long as the one before, up to
 *   15 minutes (guessing a 6-digit code at that pace takes decades; the owner waits at most 15 minutes, and is told);
 * - recovery codes (50 random bits each, unguessable) are never slowed per account, so they always let the owner in;
 * - per pending sign-in, five tries (login.ts), then the password is asked again.
 * The owner is e-mailed when wrong codes keep coming (code-failure-notice.ts).
 */
export const addressCodeLimit: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };
export const appCodeBackoff: BackoffRule = { freeTries: 5, maxDelaySeconds: 15 * 60, quietSeconds: 60 * 60 };
const addressKey = (ip: string) => `two-factor:ip:${ip}`;
const accountKey = (userId: number) => `two-factor:acct:${userId}`;

export type CodeCheck =
  | { ok: true; method: 'totp' }
  | { ok: true; method: 'recovery'; recoveryLeft: number }
  | { ok: false; reason: 'invalid' }
  /** `locked`: this address has tried too many wrong codes; `wait`: the account's app codes are slowed (a recovery code still works). */
  | { ok: false; reason: 'locked' | 'wait'; retryAfterSeconds: number };

/** Minutes to wait, as the messages say it (0 reads "less than a minute"). */
export const waitMinutes = (seconds: number): number => (seconds < 60 ? 0 : Math.ceil(seconds / 60));

/**
 * Counts a try against the address (and, for an app code, claims one of the account's), then checks it. A wrong code
 * is noted for the owner's alert, but for enrolment (the owner, signed in, setting up the app).
 */
async function counted(
  db: Database,
  { userId, ip, code, alert = true }: { userId: number; ip: string; code: string; alert?: boolean },
  check: () => Promise<CodeCheck>,
): Promise<CodeCheck> {
  const address = await hit(db, addressKey(ip), addressCodeLimit);
  if (!address.allowed) return { ok: false, reason: 'locked', retryAfterSeconds: address.retryAfterSeconds };
  if (normalizeTotp(code)) {
    const account = await claimTry(db, accountKey(userId), appCodeBackoff);
    if (!account.allowed) {
      await refund(db, addressKey(ip));
      return { ok: false, reason: 'wait', retryAfterSeconds: account.retryAfterSeconds };
    }
  }
  const result = await check();
  if (result.ok) {
    await refund(db, addressKey(ip));
    if (result.method === 'totp') await reset(db, accountKey(userId));
  } else if (alert) {
    await noteWrongCode(db, userId);
  }
  return result;
}

/** Checks the second factor of an enrolled account: a 6-digit code from the app, or one of its recovery codes (used up). */
export function checkSecondFactor(db: Database, userId: number, code: string, ip: string): Promise<CodeCheck> {
  return counted(db, { userId, ip, code }, async () => {
    if (normalizeTotp(code)) return (await acceptTotp(db, userId, code, false)) ? { ok: true, method: 'totp' } : { ok: false, reason: 'invalid' };
    if (!(await consumeRecoveryCode(db, userId, code))) return { ok: false, reason: 'invalid' };
    return { ok: true, method: 'recovery', recoveryLeft: await remainingRecoveryCodes(db, userId) };
  });
}

export type EnrolmentResult = { ok: true; recoveryCodes: string[] } | Exclude<CodeCheck, { ok: true }>;

/** Turns two-factor sign-in on with the first code from the app; answers the ten recovery codes, to be shown once. */
export async function confirmEnrolment(db: Database, userId: number, code: string, ip: string): Promise<EnrolmentResult> {
  const check = await counted(db, { userId, ip, code, alert: false }, async () =>
    (await acceptTotp(db, userId, code, true)) ? { ok: true, method: 'totp' } : { ok: false, reason: 'invalid' },
  );
  if (!check.ok) return check;
  return { ok: true, recoveryCodes: await replaceRecoveryCodes(db, userId) };
}
