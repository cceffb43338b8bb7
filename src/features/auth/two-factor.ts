// An account's two-factor sign-in as stored: set up, codes accepted once each, removed. Limits on tries: second-factor.ts.
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { pendingSignIns, recoveryCodes, sessions, staffTwoFactor } from '@/db/schema';
import { remainingRecoveryCodes, replaceRecoveryCodes } from './recovery-codes';
import { newTotpSecret, totpStep } from './totp';

/**
 * Accepts an authenticator code once: right for the account's secret and newer than the last code accepted, which it
 * becomes (in one statement, so two requests with the same code cannot both pass). `confirming` checks the secret
 * still waiting for enrolment, and turns it on.
 */
export async function acceptTotp(db: Database, userId: number, code: string, confirming: boolean): Promise<boolean> {
  const [row] = await db
    .select({ secret: staffTwoFactor.secret, lastStep: staffTwoFactor.lastStep })
    .from(staffTwoFactor)
    .where(and(eq(staffTwoFactor.userId, userId), confirming ? isNull(staffTwoFactor.enabledAt) : isNotNull(staffTwoFactor.enabledAt)));
  if (!row) return false;
  const step = await totpStep(row.secret, code, row.lastStep);
  if (step === undefined) return false;
  const accepted = await db
    .update(staffTwoFactor)
    .set({ lastStep: step, ...(confirming ? { enabledAt: new Date() } : {}) })
    .where(and(eq(staffTwoFactor.userId, userId), or(isNull(staffTwoFactor.lastStep), lt(staffTwoFactor.lastStep, step))))
    .returning({ userId: staffTwoFactor.userId });
  return accepted.length === 1;
}

export type TwoFactorStatus = { enabled: false } | { enabled: true; since: Date; recoveryLeft: number };

export async function twoFactorStatus(db: Database, userId: number): Promise<TwoFactorStatus> {
  const [row] = await db
    .select({ since: staffTwoFactor.enabledAt })
    .from(staffTwoFactor)
    .where(and(eq(staffTwoFactor.userId, userId), isNotNull(staffTwoFactor.enabledAt)));
  return row?.since ? { enabled: true, since: row.since, recoveryLeft: await remainingRecoveryCodes(db, userId) } : { enabled: false };
}

/**
 * The secret to set up in the app: the one already waiting for a first code (so reloading the page keeps the QR code
 * that was scanned), or a new one. `secret` argument: a given one instead (command line), replacing any waiting one.
 * Undefined when two-factor sign-in is already on.
 */
export async function enrolmentSecret(db: Database, userId: number, secret?: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    if (secret) await tx.delete(staffTwoFactor).where(and(eq(staffTwoFactor.userId, userId), isNull(staffTwoFactor.enabledAt)));
    await tx
      .insert(staffTwoFactor)
      .values({ userId, secret: secret ?? newTotpSecret() })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ secret: staffTwoFactor.secret })
      .from(staffTwoFactor)
      .where(and(eq(staffTwoFactor.userId, userId), isNull(staffTwoFactor.enabledAt)));
    return row?.secret;
  });
}

/**
 * Turns two-factor sign-in off for an account: secret and recovery codes go. By its owner (with a code), or by an
 * operator for a lost phone (`signOut`: every session and pending sign-in of the account ends too).
 */
export async function removeTwoFactor(db: Database, userId: number, { signOut = false } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(staffTwoFactor).where(eq(staffTwoFactor.userId, userId));
    if (signOut) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
    }
  });
}

/**
 * For operators: sets two-factor sign-in up for an account at once, with `secret` (Base32) or a new one, and new
 * recovery codes; the account is signed out everywhere. Answers the secret and the codes, to hand over safely.
 */
export async function enrolAccount(db: Database, userId: number, secret = newTotpSecret()): Promise<{ secret: string; recoveryCodes: string[] }> {
  await removeTwoFactor(db, userId, { signOut: true });
  await db.insert(staffTwoFactor).values({ userId, secret, enabledAt: new Date() });
  return { secret, recoveryCodes: await replaceRecoveryCodes(db, userId) };
}
