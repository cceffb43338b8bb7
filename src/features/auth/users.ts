import { eq } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { users } from '@/db/schema';
import { hashPassword, passwordProblem } from './password';

export const roles = ['admin', 'editor'] as const;
export type Role = (typeof roles)[number];

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Creates a staff account, or resets its password and role when the e-mail exists. */
export async function upsertUser(db: Database, input: { email: string; password: string; role: Role }): Promise<'created' | 'updated'> {
  const email = normalizeEmail(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('That is not a valid e-mail address.');
  const problem = passwordProblem(input.password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(input.password);
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing.length) {
    await db.update(users).set({ passwordHash, role: input.role }).where(eq(users.email, email));
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
