import type { Database } from '@/db/open';
import { hit, peek, reset, type RateLimitRule } from '@/lib/rate-limit.server';
import { hashPassword, verifyPassword } from './password';
import { createSession } from './sessions';
import { findUserByEmail, normalizeEmail } from './users';

/**
 * Failed sign-ins are limited per address, per account from one address, and per account overall.
 * The per-account limit is high, so an attacker elsewhere cannot lock a real user out for long.
 */
export const loginLimits = {
  address: { limit: 20, windowSeconds: 15 * 60 },
  accountFromAddress: { limit: 5, windowSeconds: 15 * 60 },
  account: { limit: 50, windowSeconds: 60 * 60, blockSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

export type LoginResult = { ok: true; token: string } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'locked'; retryAfterSeconds: number };

let dummyHash: Promise<string> | undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function attemptLogin(db: Database, input: { email: string; password: string; ip: string; slowdownMs?: number }): Promise<LoginResult> {
  const email = normalizeEmail(input.email).slice(0, 254);
  const keys = {
    address: `login:ip:${input.ip}`,
    accountFromAddress: `login:acct-ip:${email}:${input.ip}`,
    account: `login:acct:${email}`,
  } as const;

  const states = await Promise.all(Object.values(keys).map((key) => peek(db, key)));
  const locked = states.find((state) => !state.allowed);
  if (locked) return { ok: false, reason: 'locked', retryAfterSeconds: locked.retryAfterSeconds };

  const user = await findUserByEmail(db, email);
  // Without an account, still spend the time a real check takes, so timing does not reveal which e-mails exist.
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash)
    : (await verifyPassword(input.password, await (dummyHash ??= hashPassword('not-a-real-password'))), false);

  if (valid && user) {
    await reset(db, keys.accountFromAddress);
    return { ok: true, token: await createSession(db, user.id) };
  }

  const [address, accountFromAddress, account] = await Promise.all([
    hit(db, keys.address, loginLimits.address),
    hit(db, keys.accountFromAddress, loginLimits.accountFromAddress),
    hit(db, keys.account, loginLimits.account),
  ]);
  const blocked = [address, accountFromAddress, account].find((state) => !state.allowed);
  if (blocked) return { ok: false, reason: 'locked', retryAfterSeconds: blocked.retryAfterSeconds };
  // Each further failure from this address waits longer: one second per failure after the second, at most five.
  const slowdown = input.slowdownMs ?? 1000;
  if (accountFromAddress.count > 2) await sleep(Math.min(5, accountFromAddress.count - 2) * slowdown);
  return { ok: false, reason: 'invalid' };
}
