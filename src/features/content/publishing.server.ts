import 'server-only';
import { revalidateTag } from 'next/cache';
import { translationGaps, type Gap } from '@/components/sections/blocks/gaps';
import type { Database } from '@/db/open';
import { forgetLivePaths } from './entries/live-paths.server';
import { contentTag, documentVersion, publishVersion } from './store.server';

export type PublishResult = { ok: true } | { ok: false; reason: 'missing' } | { ok: false; reason: 'gaps'; gaps: Gap[] };

/**
 * Publishes a saved version: refused while any field is in one language only or a required one is empty, so
 * visitors never meet a half-translated page. Every instance drops its pages drawn from content within a second
 * or so (the content tag, shared through Redis) and renders them afresh on their next visit.
 */
export async function publishDocument(
  db: Database,
  { id, version, userId }: { id: string; version: number; userId: number },
): Promise<PublishResult> {
  const document = await documentVersion(db, id, version);
  if (!document) return { ok: false, reason: 'missing' };
  const gaps = translationGaps(document);
  if (gaps.length > 0) return { ok: false, reason: 'gaps', gaps };
  if (!(await publishVersion(db, { id, version, userId }))) return { ok: false, reason: 'missing' };
  // Expired at once (not stale-while-revalidate): the next visitor is shown the published page.
  revalidateTag(contentTag, { expire: 0 });
  forgetLivePaths();
  return { ok: true };
}
