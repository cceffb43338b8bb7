import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { pendingSignIns, users } from '@/db/schema';
import { staffCookieName } from './session-cookie';
import { hashToken, newToken } from './tokens';

/** The cookie that carries a pending sign-in from the password to the second factor. */
export const PENDING_SIGN_IN_COOKIE = staffCookieName('sign_in_pending');
/** Five minutes to enter the code, then the password is asked again. */
export const PENDING_SIGN_IN_SECONDS = 5 * 60;

/** Starts a pending sign-in for an account whose password was right; the token goes in the cookie. */
export async function createPendingSignIn(db: Database, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(pendingSignIns).values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + PENDING_SIGN_IN_SECONDS * 1000) });
  return token;
}

export type PendingSignIn = { userId: number; email: string; role: string };

/** The account a pending sign-in is for, while it has not expired or been used and the account is enabled. */
export async function findPendingSignIn(db: Database, token: string | undefined): Promise<PendingSignIn | undefined> {
  if (!token || token.length > 200) return undefined;
  const [row] = await db
    .select({ userId: users.id, email: users.email, role: users.role })
    .from(pendingSignIns)
    .innerJoin(users, and(eq(users.id, pendingSignIns.userId), isNull(users.disabledAt)))
    .where(and(eq(pendingSignIns.id, hashToken(token)), gt(pendingSignIns.expiresAt, new Date())));
  return row;
}

/** Ends a pending sign-in; true when it was still there (so of two requests finishing it, one wins). */
export async function endPendingSignIn(db: Database, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const ended = await db
    .delete(pendingSignIns)
    .where(eq(pendingSignIns.id, hashToken(token)))
    .returning({ id: pendingSignIns.id });
  return ended.length === 1;
}
