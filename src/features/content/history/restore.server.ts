import 'server-only';
import type { Database } from '@/db/open';
import { documentHistory, documentVersion, saveVersion } from '../store.server';

export type RestoreResult = { ok: true; version: number } | { ok: false; reason: 'missing' | 'unreadable' | 'stale' };

/**
 * Saves an older version's content as the newest version of its document (origin `restore`, written in the audit
 * log by `saveVersion`), on top of `baseVersion`, the newest version the person saw. When someone saved in
 * between, nothing is written (`stale`): their work stays the newest version. Restoring never publishes.
 */
export async function restoreVersion(
  db: Database,
  { id, version, baseVersion, userId }: { id: string; version: number; baseVersion: number; userId: number | null },
): Promise<RestoreResult> {
  const data = await documentVersion(db, id, version);
  if (!data || data.id !== id) {
    const exists = (await documentHistory(db, id)).some((row) => row.version === version);
    return { ok: false, reason: exists ? 'unreadable' : 'missing' };
  }
  const saved = await saveVersion(db, { data, baseVersion, userId, origin: 'restore' });
  if (saved.ok) return { ok: true, version: saved.version };
  return { ok: false, reason: saved.reason };
}
