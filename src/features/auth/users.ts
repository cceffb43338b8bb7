import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { sessions, users } from '@/db/schema';
import { recordAccountAction } from './account-audit';
import { hashPassword, passwordProblem } from './password';
import type { Role } from '@/config/permissions';

export { roles, type Role } from '@/config/permissions';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * At the command line: creates a staff account, or resets its password and role when the e-mail exists (a reset signs
 * the account out everywhere), in the accounts' audit log.
 */
export async function upsertUser(db: Database, input: { email: string; password: string; role: Role }): Promise<'created' | 'updated'> {
  const email = normalizeEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('That is not a valid e-mail address.');
  const problem = passwordProblem(input.password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, role: input.role }).where(eq(users.email, email));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      await recordAccountAction(tx, { action: 'reset', actorId: null, subjectEmail: email, detail: input.role });
    });
    return 'updated';
  }
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ email, passwordHash, role: input.role });
    await recordAccountAction(tx, { action: 'create', actorId: null, subjectEmail: email, detail: input.role });
  });
  return 'created';
}

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user;
}

/**
 * At the command line: disables an account (it can no longer sign in, and every session it has ends at once) or
 * enables it again, in the accounts' audit log. Answers false when no account has that e-mail.
 */
export async function setUserDisabled(db: Database, email: string, disabled: boolean): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  if (!user) return false;
  await setAccountDisabled(db, user.id, disabled);
  await recordAccountAction(db, { action: disabled ? 'disable' : 'enable', actorId: null, subjectEmail: user.email });
  return true;
}

/** Disables an account and ends its sessions in one transaction (its next request is signed out), or enables it. */
export async function setAccountDisabled(db: Database, userId: number, disabled: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ disabledAt: disabled ? sql`now()` : null })
      .where(eq(users.id, userId));
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}
