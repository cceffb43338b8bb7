// Second factors as people type them, every try counted against the account's limit before it is checked.
import type { Database } from '@/db/open';
import { hit, refund, type RateLimitRule } from '@/lib/rate-limit.server';
import { consumeRecoveryCode, remainingRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import { normalizeTotp } from './totp';
import { acceptTotp } from './two-factor';

/**
 * Codes are counted per account, atomically and before they are checked, wherever they are typed (sign-in,
 * enrolment, new recovery codes, turning it off): five tries in 15 minutes, then 15 minutes' wait. Guessing a
 * 6-digit code at that pace takes decades.
 */
export const codeLimit: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
const limitKey = (userId: number) => `two-factor:acct:${userId}`;

export type CodeCheck =
  | { ok: true; method: 'totp' }
  | { ok: true; method: 'recovery'; recoveryLeft: number }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/** Counts a try, then checks it; a right code gives its try back. */
async function counted(db: Database, userId: number, check: () => Promise<CodeCheck>): Promise<CodeCheck> {
  const state = await hit(db, limitKey(userId), codeLimit);
  if (!state.allowed) return { ok: false, reason: 'locked', retryAfterSeconds: state.retryAfterSeconds };
  const result = await check();
  if (result.ok) await refund(db, limitKey(userId));
  return result;
}

/** Checks the second factor of an enrolled account: a 6-digit code from the app, or one of its recovery codes (used up). */
export function checkSecondFactor(db: Database, userId: number, code: string): Promise<CodeCheck> {
  return counted(db, userId, async () => {
    if (normalizeTotp(code)) return (await acceptTotp(db, userId, code, false)) ? { ok: true, method: 'totp' } : { ok: false, reason: 'invalid' };
    if (!(await consumeRecoveryCode(db, userId, code))) return { ok: false, reason: 'invalid' };
    return { ok: true, method: 'recovery', recoveryLeft: await remainingRecoveryCodes(db, userId) };
  });
}

export type EnrolmentResult = { ok: true; recoveryCodes: string[] } | Exclude<CodeCheck, { ok: true }>;

/** Turns two-factor sign-in on with the first code from the app; answers the ten recovery codes, to be shown once. */
export async function confirmEnrolment(db: Database, userId: number, code: string): Promise<EnrolmentResult> {
  const check = await counted(db, userId, async () =>
    (await acceptTotp(db, userId, code, true)) ? { ok: true, method: 'totp' } : { ok: false, reason: 'invalid' },
  );
  if (!check.ok) return check;
  return { ok: true, recoveryCodes: await replaceRecoveryCodes(db, userId) };
}
