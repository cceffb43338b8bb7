import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { sessions, users } from '@/db/schema';
import { hashPassword, passwordProblem } from './password';
import type { Role } from '@/config/permissions';

export { roles, type Role } from '@/config/permissions';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Creates a staff account, or resets its password and role when the e-mail exists; a reset signs the account out everywhere. */
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
    });
    return 'updated';
  }
  await db.insert(users).values({ email, passwordHash, role: input.role });
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
 * Disables an account (it can no longer sign in, and every session it has ends at once) or enables it again.
 * Answers false when no account has that e-mail.
 */
export async function setUserDisabled(db: Database, email: string, disabled: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ disabledAt: disabled ? sql`now()` : null })
      .where(eq(users.email, normalizeEmail(email)))
      .returning({ id: users.id });
    if (!user) return false;
    if (disabled) await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return true;
  });
}
