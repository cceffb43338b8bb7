import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { entryAddress, seedEntryOf } from '@/config/collections';
import { findPageRoute, findRedirect } from '@/config/routes';
import type { Database } from '@/db/open';
import { contentDocuments, redirects, users } from '@/db/schema';
import { isSitePath } from '@/features/content/preview/preview-paths';

/** What can write: the database, or a transaction on it. */
export type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export type RedirectProblem = 'from' | 'to' | 'same' | 'live' | 'taken' | 'chain' | 'loop';
export type RedirectResult = { ok: true } | { ok: false; reason: RedirectProblem };

/**
 * An address as redirects store it: a path on this site without its language prefix (a redirect serves both
 * languages), query or trailing slash. Undefined when it is none.
 */
export function redirectPath(value: string): string | undefined {
  let path = value.trim();
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/+$/, '') || '/';
  if (path === '/en' || path.startsWith('/en/')) path = path.slice(3) || '/';
  if (path.length > 300 || path.includes('?') || path.includes('#') || !isSitePath(path)) return undefined;
  return path;
}

/** Whether a page lives at `path` today: a fixed page, a redirect of the registry, or an entry of a collection. */
async function isLive(db: Writer, path: string): Promise<boolean> {
  const route = findPageRoute(path);
  if ((route && !seedEntryOf(route.id)) || findRedirect(path)) return true;
  const address = entryAddress(path);
  if (!address) return false;
  const [entry] = await db
    .select({ id: contentDocuments.id })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.collection, address.collection), eq(contentDocuments.slug, address.slug), isNull(contentDocuments.deletedAt)));
  return Boolean(entry);
}

/**
 * Adds a redirect `from` → `to` (both site paths). Refused when `from` is a page's own address or already
 * redirects, when `to` itself redirects (a chain) or leads back (a loop). Redirects that led to `from` now lead
 * to `to`, so a visitor is never sent twice.
 */
export async function addRedirect(
  db: Writer,
  { from, to, userId, origin = 'manual' }: { from: string; to: string; userId: number | null; origin?: 'manual' | 'slug' },
): Promise<RedirectResult> {
  const source = redirectPath(from);
  const target = redirectPath(to);
  if (!source) return { ok: false, reason: 'from' };
  if (!target) return { ok: false, reason: 'to' };
  if (source === target) return { ok: false, reason: 'same' };
  if (origin === 'manual' && (await isLive(db, source))) return { ok: false, reason: 'live' };
  const [taken] = await db.select({ id: redirects.id }).from(redirects).where(eq(redirects.fromPath, source));
  if (taken) return { ok: false, reason: 'taken' };
  const [onward] = await db.select({ to: redirects.toPath }).from(redirects).where(eq(redirects.fromPath, target));
  if (onward) return { ok: false, reason: onward.to === source ? 'loop' : 'chain' };
  // Whatever led to `from` leads to `to` now; one that led from `to` to `from` would loop, and goes.
  await db.delete(redirects).where(sql`${redirects.fromPath} = ${target} and ${redirects.toPath} = ${source}`);
  await db.update(redirects).set({ toPath: target }).where(eq(redirects.toPath, source));
  await db.insert(redirects).values({ fromPath: source, toPath: target, origin, createdBy: userId });
  return { ok: true };
}

/** Points a redirect elsewhere, under the same rules as adding one. */
export async function changeRedirect(db: Database, { id, to }: { id: number; to: string }): Promise<RedirectResult> {
  const target = redirectPath(to);
  if (!target) return { ok: false, reason: 'to' };
  const [row] = await db.select({ from: redirects.fromPath }).from(redirects).where(eq(redirects.id, id));
  if (!row) return { ok: false, reason: 'from' };
  if (row.from === target) return { ok: false, reason: 'same' };
  const [onward] = await db.select({ to: redirects.toPath }).from(redirects).where(eq(redirects.fromPath, target));
  if (onward) return { ok: false, reason: onward.to === row.from ? 'loop' : 'chain' };
  await db.update(redirects).set({ toPath: target }).where(eq(redirects.id, id));
  return { ok: true };
}

/** A page now lives at `path` (an entry created or moved there): a redirect from it would hide that page. */
export async function releaseAddress(db: Writer, path: string): Promise<void> {
  await db.delete(redirects).where(eq(redirects.fromPath, path));
}

export async function deleteRedirect(db: Database, id: number): Promise<boolean> {
  return (await db.delete(redirects).where(eq(redirects.id, id)).returning({ id: redirects.id })).length > 0;
}

/** Every redirect for the admins' list, newest first, with who made it. */
export async function listRedirects(db: Database) {
  return db
    .select({
      id: redirects.id,
      from: redirects.fromPath,
      to: redirects.toPath,
      origin: redirects.origin,
      createdAt: redirects.createdAt,
      createdBy: users.email,
      hits: redirects.hits,
      lastHitAt: redirects.lastHitAt,
    })
    .from(redirects)
    .leftJoin(users, eq(users.id, redirects.createdBy))
    .orderBy(desc(redirects.createdAt), desc(redirects.id));
}

/** Every redirect, from → to: what the proxy answers by. */
export async function redirectTargets(db: Database): Promise<Map<string, string>> {
  return new Map((await db.select({ from: redirects.fromPath, to: redirects.toPath }).from(redirects)).map((row) => [row.from, row.to]));
}

/** Counts a visit sent on by the redirect from `from`. */
export async function recordHit(db: Database, from: string): Promise<void> {
  await db
    .update(redirects)
    .set({ hits: sql`${redirects.hits} + 1`, lastHitAt: new Date() })
    .where(eq(redirects.fromPath, from));
}
