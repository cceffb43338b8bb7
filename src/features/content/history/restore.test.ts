import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument } from '@/components/sections/blocks/document';
import type { DatabaseHandle } from '@/db/open';
import { contentVersions, users } from '@/db/schema';
import { testDatabases } from '../../../../tests/support/databases';
import { contentAuditLog, documentDraft, documentHistory, documentVersion, importDocuments, publishVersion, saveVersion } from '../store.server';
import { restoreVersion } from './restore.server';

/** Ids unique per run, so runs on a shared PostgreSQL server only see their own documents. */
const marker = `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function page(id: string, title: string): PageDocument {
  return {
    id: `${marker}-${id}`,
    accent: 'energy',
    seo: { title: { ar: 'الألواح الشمسية', en: title }, description: { ar: 'وصف', en: 'Description' } },
    hero: { title: { ar: 'الألواح الشمسية', en: title }, image: '/images/scenes/solar.svg' },
    blocks: [
      {
        kind: 'cta',
        id: 'cta',
        title: { ar: 'تواصل معنا', en: 'Talk to us' },
        actions: [{ href: '/contact', label: { ar: 'تواصل', en: 'Contact' } }],
      },
    ],
  };
}

for (const target of testDatabases) {
  describe(`restoring a version on ${target.name}`, () => {
    let handle: DatabaseHandle;
    let editor: number;
    beforeAll(async () => {
      handle = await target.open();
      const [row] = await handle.db
        .insert(users)
        .values({ email: `${marker}@example.com`, passwordHash: 'x' })
        .returning({ id: users.id });
      editor = row!.id;
    });
    afterAll(async () => {
      await handle.close();
    });

    it('saves the older content as a new draft on top of the newest, without publishing it, and logs it', async () => {
      const id = `${marker}-a`;
      await importDocuments(handle.db, [page('a', 'Solar panels')]);
      expect(await saveVersion(handle.db, { data: page('a', 'Edited'), baseVersion: 1, userId: editor })).toEqual({ ok: true, version: 2 });
      expect(await publishVersion(handle.db, { id, version: 2, userId: editor })).toBe(true);

      expect(await restoreVersion(handle.db, { id, version: 1, baseVersion: 2, userId: editor })).toEqual({ ok: true, version: 3 });
      expect((await documentVersion(handle.db, id, 3))?.hero.title.en).toBe('Solar panels');
      const draft = await documentDraft(handle.db, id);
      expect(draft?.version).toBe(3);
      // Visitors still see what was published.
      expect(draft?.publishedVersion).toBe(2);
      expect((await documentHistory(handle.db, id)).map((row) => [row.version, row.origin, row.createdBy])).toEqual([
        [3, 'restore', `${marker}@example.com`],
        [2, 'save', `${marker}@example.com`],
        [1, 'import', null],
      ]);
      const log = (await contentAuditLog(handle.db, { limit: 500 })).filter((entry) => entry.documentId === id);
      expect(log.map((entry) => [entry.action, entry.version, entry.email])).toEqual([
        ['restore', 3, `${marker}@example.com`],
        ['publish', 2, `${marker}@example.com`],
        ['save', 2, `${marker}@example.com`],
      ]);
    });

    it('writes nothing when someone saved after the history was opened', async () => {
      const id = `${marker}-s`;
      await importDocuments(handle.db, [page('s', 'Solar panels')]);
      await saveVersion(handle.db, { data: page('s', 'Second'), baseVersion: 1, userId: editor });
      // The history showed version 2 as the newest; meanwhile someone saves version 3.
      await saveVersion(handle.db, { data: page('s', 'Third, by someone else'), baseVersion: 2, userId: null });
      expect(await restoreVersion(handle.db, { id, version: 1, baseVersion: 2, userId: editor })).toEqual({ ok: false, reason: 'stale' });
      expect((await documentDraft(handle.db, id))?.data?.hero.title.en).toBe('Third, by someone else');
      expect((await documentHistory(handle.db, id)).map((row) => row.version)).toEqual([3, 2, 1]);
    });

    it('refuses versions and documents that do not exist', async () => {
      const id = `${marker}-m`;
      await importDocuments(handle.db, [page('m', 'Solar panels')]);
      expect(await restoreVersion(handle.db, { id, version: 9, baseVersion: 1, userId: editor })).toEqual({ ok: false, reason: 'missing' });
      expect(await restoreVersion(handle.db, { id: `${marker}-none`, version: 1, baseVersion: 1, userId: editor })).toEqual({
        ok: false,
        reason: 'missing',
      });
    });

    it('refuses a version this release cannot read, and leaves the document as it was', async () => {
      const id = `${marker}-u`;
      await importDocuments(handle.db, [page('u', 'Solar panels')]);
      // Written by a newer release, in a format this one does not know.
      await handle.db.insert(contentVersions).values({ documentId: id, version: 7, data: { future: true }, format: 99, origin: 'save' });
      expect(await restoreVersion(handle.db, { id, version: 7, baseVersion: 1, userId: editor })).toEqual({ ok: false, reason: 'unreadable' });
      expect((await documentDraft(handle.db, id))?.version).toBe(1);
    });
  });
}
