import type { Database } from '@/db/open';
import { hit, peek, refund, reset, type RateLimitRule } from '@/lib/rate-limit.server';
import { hashPassword, verifyPassword } from './password';
import { PasswordChecksBusy } from './password-checks';
import { createPendingSignIn, endPendingSignIn, findPendingSignIn } from './pending-sign-in';
import { createSession } from './sessions';
import { hashToken } from './tokens';
import { checkSecondFactor, type CodeCheck } from './second-factor';
import { twoFactorStatus } from './two-factor';
import { findUserByEmail, normalizeEmail } from './users';

/**
 * Sign-in attempts are counted per address (an IPv6 address by its /64, client-address.ts) and per account from one
 * address, atomically and before the password is checked, so a burst of parallel guesses cannot slip past the limit.
 * Failures on an account from anywhere never block it (an attacker could then lock its owner out); they slow every
 * further attempt on that account instead. Passwords are checked one at a time off the shared thread pool
 * (password-checks.ts), and failures on the whole site have a budget (`siteFailureBudget`).
 */
export const loginLimits = {
  address: { limit: 20, windowSeconds: 15 * 60 },
  accountFromAddress: { limit: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

/** Failures on one account, from any address, within an hour: counted, never blocking. */
const accountFailures: RateLimitRule = { limit: 2_000_000_000, windowSeconds: 60 * 60 };

/**
 * Failed sign-ins on the whole site: once more than this many have failed in 15 minutes (from any number of
 * addresses), no password is checked for the next 15 minutes. Each check costs ~0.4 s of a core, so this bounds what failed attempts
 * can take from the site's visitors to about 5% of one core; staff already signed in keep working.
 */
export const siteFailureBudget: RateLimitRule = { limit: 100, windowSeconds: 15 * 60 };
const SITE_FAILURES = 'login:site-failures';

/** Seconds an attempt on an account waits after `failures` failed attempts on it this hour: none for the first ten, then one more per failure, at most ten. */
export function accountDelaySeconds(failures: number): number {
  return Math.min(10, Math.max(0, failures - 10));
}

/**
 * A right password signs in at once (`token`: the session), or, for an account with two-factor sign-in, starts a
 * pending sign-in (`pendingToken`) that only the second factor turns into a session.
 */
export type LoginResult =
  | { ok: true; token: string; role: string }
  | { ok: true; pendingToken: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number }
  /** Not checked: `busy`, too many checks waiting; `paused`, the site's budget of failed sign-ins is spent. */
  | { ok: false; reason: 'busy' | 'paused'; retryAfterSeconds: number };

let dummyHash: Promise<string> | undefined;
const forgetDummy = (error: unknown): never => {
  dummyHash = undefined;
  throw error;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function attemptLogin(db: Database, input: { email: string; password: string; ip: string; slowdownMs?: number }): Promise<LoginResult> {
  const email = normalizeEmail(input.email).slice(0, 254);
  const slowdown = input.slowdownMs ?? 1000;
  const keys = {
    address: `login:ip:${input.ip}`,
    accountFromAddress: `login:acct-ip:${email}:${input.ip}`,
    account: `login:acct:${email}`,
  } as const;

  const [address, accountFromAddress] = await Promise.all([
    hit(db, keys.address, loginLimits.address),
    hit(db, keys.accountFromAddress, loginLimits.accountFromAddress),
  ]);
  const blocked = [address, accountFromAddress].find((state) => !state.allowed);
  if (blocked) return { ok: false, reason: 'locked', retryAfterSeconds: blocked.retryAfterSeconds };
  // An attempt that is never checked gives its tries back: it cost the site nothing, and its sender may be staff.
  const unchecked = async (reason: 'busy' | 'paused', retryAfterSeconds: number): Promise<LoginResult> => {
    await Promise.all([refund(db, keys.address), refund(db, keys.accountFromAddress)]);
    return { ok: false, reason, retryAfterSeconds };
  };
  const site = await peek(db, SITE_FAILURES);
  if (!site.allowed) return unchecked('paused', site.retryAfterSeconds);

  const { count: failures } = await peek(db, keys.account, accountFailures.windowSeconds);
  const delay = accountDelaySeconds(failures);
  if (delay > 0) await sleep(delay * slowdown);

  const user = await findUserByEmail(db, email);
  let valid: boolean;
  try {
    // Without an account, still spend the time a real check takes, so timing does not reveal which e-mails exist.
    valid = user
      ? (await verifyPassword(input.password, user.passwordHash)) && !user.disabledAt
      : (await verifyPassword(input.password, await (dummyHash ??= hashPassword('not-a-real-password').catch(forgetDummy))), false);
  } catch (error) {
    if (error instanceof PasswordChecksBusy) return unchecked('busy', 5);
    throw error;
  }

  if (valid && user) {
    await Promise.all([reset(db, keys.accountFromAddress), refund(db, keys.address)]);
    if ((await twoFactorStatus(db, user.id)).enabled) return { ok: true, pendingToken: await createPendingSignIn(db, user.id) };
    return { ok: true, token: await createSession(db, user.id), role: user.role };
  }

  await Promise.all([hit(db, keys.account, accountFailures), hit(db, SITE_FAILURES, siteFailureBudget)]);
  // Each further failure from this address waits longer: one second per failure after the second, at most five.
  if (accountFromAddress.count > 2) await sleep(Math.min(5, accountFromAddress.count - 2) * slowdown);
  return { ok: false, reason: 'invalid' };
}

/** `ended`: the pending sign-in had its five tries; the password is asked again. */
export type SecondFactorResult =
  { ok: true; token: string; role: string; recoveryLeft?: number } | { ok: false; reason: 'expired' | 'ended' } | Exclude<CodeCheck, { ok: true }>;

/** Codes one pending sign-in may try (counted before they are checked): then it ends and the password is asked again. */
export const pendingSignInTries: RateLimitRule = { limit: 5, windowSeconds: 10 * 60 };

/**
 * The second step of a sign-in: the pending sign-in's account gives a code from its app or a recovery code, counted
 * against the pending sign-in, the address and (app codes) the account before it is checked (second-factor.ts). A
 * right code ends the pending sign-in and starts the session.
 */
export async function completeSignIn(
  db: Database,
  input: { pendingToken: string | undefined; code: string; ip: string },
): Promise<SecondFactorResult> {
  const pending = await findPendingSignIn(db, input.pendingToken);
  if (!pending) return { ok: false, reason: 'expired' };
  const tries = await hit(db, `two-factor:pending:${hashToken(input.pendingToken!)}`, pendingSignInTries);
  if (!tries.allowed) {
    await endPendingSignIn(db, input.pendingToken);
    return { ok: false, reason: 'ended' };
  }
  const check = await checkSecondFactor(db, pending.userId, input.code, input.ip);
  if (!check.ok) return check;
  if (!(await endPendingSignIn(db, input.pendingToken))) return { ok: false, reason: 'expired' };
  const token = await createSession(db, pending.userId);
  return check.method === 'recovery'
    ? { ok: true, token, role: pending.role, recoveryLeft: check.recoveryLeft }
    : { ok: true, token, role: pending.role };
}
