import { randomBytes, timingSafeEqual } from 'node:crypto';
import { queuedScrypt, type ScryptJob } from './password-checks';

/** scrypt with N=2^17, r=8, p=1 (DESIGN.md §1); Node 20 needs `maxmem` raised above the 128 MiB it takes. */
const params = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } as const;
const KEY_LENGTH = 64;

/** Off Node's shared thread pool, one at a time (password-checks.ts); throws `PasswordChecksBusy` when too many wait. */
function scrypt(password: string, salt: Buffer, options: ScryptJob['options']): Promise<Buffer> {
  return queuedScrypt({ password: password.normalize('NFKC'), salt, keyLength: KEY_LENGTH, options });
}

/** `scrypt$N$r$p$salt$hash`, base64url: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), maxmem: params.maxmem });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Rules for staff passwords: long enough to resist guessing, not so strict that people write them down. */
export function passwordProblem(password: string): string | null {
  if (password.length < 12) return 'Use at least 12 characters.';
  if (password.length > 256) return 'Use at most 256 characters.';
  return null;
}
