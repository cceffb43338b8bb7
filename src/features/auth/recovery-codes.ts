import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { recoveryCodes } from '@/db/schema';

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's Base32: no i, l, o or u, so nothing reads as another character; 10 characters carry 50 bits. */
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';

/** A new code as people read it: `xxxxx-xxxxx`. */
function newCode(): string {
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What someone typed, as a code: case, spaces and dashes do not matter, and o, i, l read as 0, 1, 1. */
export function normalizeRecoveryCode(input: string): string | undefined {
  const code = input.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return code.length === 10 && [...code].every((c) => alphabet.includes(c)) ? code : undefined;
}

/** Codes are random and long, so a plain hash (salted with the account) is enough; the codes themselves are never stored. */
const hashCode = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('base64url');

/** Replaces an account's recovery codes with ten new ones, answered once, to be shown once. */
export async function replaceRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(userId, normalizeRecoveryCode(code)!) })));
  });
  return codes;
}

/** Uses up one recovery code, atomically (two requests with the same code: one wins). True when it was unused. */
export async function consumeRecoveryCode(db: Database, userId: number, input: string): Promise<boolean> {
  const code = normalizeRecoveryCode(input);
  if (!code) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(userId, code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function remainingRecoveryCodes(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
