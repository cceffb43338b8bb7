import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { ABSOLUTE_SECONDS, IDLE_SECONDS } from '@/config/session-lifetime';
import { sessions, staffTwoFactor, users } from '@/db/schema';
import { hashToken, newToken } from './tokens';

export { SESSION_COOKIE } from './session-cookie';
export { ABSOLUTE_SECONDS, IDLE_SECONDS } from '@/config/session-lifetime';

/** Starts a session (a sign-in); the returned token goes in the cookie, only its hash is stored. */
export async function createSession(db: Database, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + ABSOLUTE_SECONDS * 1000) });
  // What the staff screen shows as the account's last sign-in.
  await db
    .update(users)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(users.id, userId));
  return token;
}

/** `twoFactor`: the account signs in with a second factor (see two-factor-policy.ts for when it must). */
export type SessionUser = { id: number; email: string; role: string; twoFactor: boolean };

/** The signed-in user of a token, refreshing its activity; undefined when missing, idle too long or expired. */
export async function validateSession(db: Database, token: string | undefined): Promise<SessionUser | undefined> {
  if (!token || token.length > 200) return undefined;
  const id = hashToken(token);
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      role: users.role,
      twoFactorSince: staffTwoFactor.enabledAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.disabledAt)))
    .leftJoin(staffTwoFactor, and(eq(staffTwoFactor.userId, users.id), isNotNull(staffTwoFactor.enabledAt)))
    .where(eq(sessions.id, id));
  if (!row) return undefined;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + IDLE_SECONDS * 1000 <= now) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return undefined;
  }
  if (now - row.lastSeenAt.getTime() > 60_000)
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, id));
  return { id: row.userId, email: row.email, role: row.role, twoFactor: row.twoFactorSince !== null };
}

export async function deleteSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every other session of an account (turning on two-factor sign-in signs out what the password alone let in). */
export async function deleteOtherSessions(db: Database, userId: number, keepToken: string | undefined): Promise<void> {
  const others = keepToken ? and(eq(sessions.userId, userId), ne(sessions.id, hashToken(keepToken))) : eq(sessions.userId, userId);
  await db.delete(sessions).where(others);
}
