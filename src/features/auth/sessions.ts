import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { sessions, users } from '@/db/schema';

export { SESSION_COOKIE } from './session-cookie';
/** Signed out after 12 hours without activity, and after 7 days in any case. */
export const IDLE_SECONDS = 12 * 60 * 60;
export const ABSOLUTE_SECONDS = 7 * 24 * 60 * 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Starts a session; the returned token goes in the cookie, only its hash is stored. */
export async function createSession(db: Database, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + ABSOLUTE_SECONDS * 1000) });
  return token;
}

export type SessionUser = { id: number; email: string; role: string };

/** The signed-in user of a token, refreshing its activity; undefined when missing, idle too long or expired. */
export async function validateSession(db: Database, token: string | undefined): Promise<SessionUser | undefined> {
  if (!token || token.length > 200) return undefined;
  const id = hashToken(token);
  const [row] = await db
    .select({ userId: users.id, email: users.email, role: users.role, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.disabledAt)))
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
  return { id: row.userId, email: row.email, role: row.role };
}

export async function deleteSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}
