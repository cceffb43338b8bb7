import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument } from '@/components/sections/blocks/document';
import type { DatabaseHandle } from '@/db/open';
import { testDatabases } from '../../../tests/support/databases';
import { users } from '@/db/schema';
import {
  contentAuditLog,
  documentDraft,
  documentSummaries,
  documentHistory,
  importDocuments,
  publishedDocuments,
  publishVersion,
  saveVersion,
} from './store.server';

/** Ids unique per run, so runs on a shared PostgreSQL server only see their own documents. */
const marker = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function page(id: string, title = 'Solar panels', titleAr = 'الألواح الشمسية'): PageDocument {
  return {
    id: `${marker}-${id}`,
    accent: 'energy',
    seo: { title: { ar: titleAr, en: title }, description: { ar: 'وصف', en: 'Description' } },
    hero: { title: { ar: titleAr, en: title }, image: '/images/scenes/solar.svg' },
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
  describe(`content documents on ${target.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => {
      await handle.close();
    });

    it('imports the seed as version 1, published, and never over a document that exists', async () => {
      const first = await importDocuments(handle.db, [page('a'), page('b')]);
      expect(first).toEqual({ imported: [`${marker}-a`, `${marker}-b`], replaced: [], followed: [], kept: [] });
      const saved = await saveVersion(handle.db, { data: page('a', 'Solar panels, edited'), baseVersion: 1, userId: null });
      expect(saved).toEqual({ ok: true, version: 2 });
      expect(await publishVersion(handle.db, { id: `${marker}-a`, version: 2, userId: null })).toBe(true);

      // A restart or a new release imports again: staff's edit stays, new pages arrive.
      const again = await importDocuments(handle.db, [page('a'), page('b'), page('c')]);
      expect(again).toEqual({ imported: [`${marker}-c`], replaced: [], followed: [], kept: [`${marker}-a`, `${marker}-b`] });
      const published = await publishedDocuments(handle.db);
      expect(published.get(`${marker}-a`)?.hero.title.en).toBe('Solar panels, edited');
      expect(published.get(`${marker}-c`)?.hero.title.ar).toBe('الألواح الشمسية');
    });

    it('lets a page nobody edited follow the repository, once however many instances import, and drafts stay drafts', async () => {
      const draft = new Set([`${marker}-d`]);
      await importDocuments(handle.db, [page('u'), page('d', 'A draft')], { unpublished: draft });
      expect((await publishedDocuments(handle.db)).has(`${marker}-d`)).toBe(false);
      // A release changes both: two instances start at once.
      const next = [page('u', 'Solar panels, new words'), page('d', 'A draft, new words')];
      const reports = await Promise.all([1, 2].map(() => importDocuments(handle.db, next, { unpublished: draft })));
      expect(reports.flatMap((report) => report.followed).sort()).toEqual([`${marker}-d`, `${marker}-u`]);
      expect((await publishedDocuments(handle.db)).get(`${marker}-u`)?.hero.title.en).toBe('Solar panels, new words');
      expect((await publishedDocuments(handle.db)).has(`${marker}-d`)).toBe(false);
      expect((await documentDraft(handle.db, `${marker}-d`))?.data?.hero.title.en).toBe('A draft, new words');
      expect((await documentHistory(handle.db, `${marker}-u`)).map((row) => [row.version, row.origin])).toEqual([
        [2, 'import'],
        [1, 'import'],
      ]);
      // Once staff write a version, the page is theirs: the next release leaves it alone.
      await saveVersion(handle.db, { data: page('u', 'Our own words'), baseVersion: 2, userId: null });
      const later = await importDocuments(handle.db, [page('u', 'Solar panels, newer words')]);
      expect(later.kept).toEqual([`${marker}-u`]);
      expect((await documentDraft(handle.db, `${marker}-u`))?.data?.hero.title.en).toBe('Our own words');
      // And a draft staff published as it was is theirs too.
      await publishVersion(handle.db, { id: `${marker}-d`, version: 2, userId: null });
      expect((await importDocuments(handle.db, [page('d', 'A draft, newer words')], { unpublished: draft })).kept).toEqual([`${marker}-d`]);
    });

    it('replaces one document with the seed only when forced, keeping its history', async () => {
      await importDocuments(handle.db, [page('f')]);
      await saveVersion(handle.db, { data: page('f', 'Edited'), baseVersion: 1, userId: null });
      await publishVersion(handle.db, { id: `${marker}-f`, version: 2, userId: null });
      const report = await importDocuments(handle.db, [page('f', 'From the repository')], { force: [`${marker}-f`] });
      expect(report.replaced).toEqual([`${marker}-f`]);
      expect((await publishedDocuments(handle.db)).get(`${marker}-f`)?.hero.title.en).toBe('From the repository');
      expect((await documentHistory(handle.db, `${marker}-f`)).map((row) => [row.version, row.origin])).toEqual([
        [3, 'import'],
        [2, 'save'],
        [1, 'import'],
      ]);
    });

    it('refuses a save made on top of an older version, and hands back the newer one', async () => {
      await importDocuments(handle.db, [page('s')]);
      // Two editors opened version 1; the first saves.
      expect(await saveVersion(handle.db, { data: page('s', 'First editor'), baseVersion: 1, userId: null })).toEqual({ ok: true, version: 2 });
      const second = await saveVersion(handle.db, { data: page('s', 'Second editor'), baseVersion: 1, userId: null });
      expect(second.ok).toBe(false);
      if (second.ok || second.reason !== 'stale') throw new Error('expected a stale save');
      expect(second.current.version).toBe(2);
      expect(second.current.data?.hero.title.en).toBe('First editor');
      // Visitors still see the published version 1 until someone publishes.
      expect((await publishedDocuments(handle.db)).get(`${marker}-s`)?.hero.title.en).toBe('Solar panels');
      expect(await saveVersion(handle.db, { data: page('missing'), baseVersion: 1, userId: null })).toEqual({ ok: false, reason: 'missing' });
    });

    it('lists each document with its newest version and, while that is a draft, the version visitors see', async () => {
      await importDocuments(handle.db, [page('l')]);
      await saveVersion(handle.db, { data: page('l', 'Solar panels', 'الألواح الشمسية المعدّلة'), baseVersion: 1, userId: null });
      const row = (await documentSummaries(handle.db)).find((summary) => summary.id === `${marker}-l`);
      expect([row?.version, row?.publishedVersion]).toEqual([2, 1]);
      expect([row?.data?.hero.title.ar, row?.published?.hero.title.ar]).toEqual(['الألواح الشمسية المعدّلة', 'الألواح الشمسية']);
      await publishVersion(handle.db, { id: `${marker}-l`, version: 2, userId: null });
      expect((await documentSummaries(handle.db)).find((summary) => summary.id === `${marker}-l`)?.published).toBeUndefined();
    });

    it('publishes only versions that exist', async () => {
      await importDocuments(handle.db, [page('p')]);
      expect(await publishVersion(handle.db, { id: `${marker}-p`, version: 7, userId: null })).toBe(false);
      expect(await publishVersion(handle.db, { id: `${marker}-nothing`, version: 1, userId: null })).toBe(false);
    });

    it("keeps one history entry per sitting: an autosave replaces its author's own unpublished draft, and the audit log names each action", async () => {
      const [editor] = await handle.db
        .insert(users)
        .values({ email: `${marker}-a@example.com`, passwordHash: 'x' })
        .returning({ id: users.id });
      const [other] = await handle.db
        .insert(users)
        .values({ email: `${marker}-b@example.com`, passwordHash: 'x' })
        .returning({ id: users.id });
      const id = `${marker}-h`;
      await importDocuments(handle.db, [page('h')]);
      // The first autosave on top of the published import is a new entry; the next ones replace it.
      expect(await saveVersion(handle.db, { data: page('h', 'S'), baseVersion: 1, userId: editor!.id, sitting: true })).toEqual({
        ok: true,
        version: 2,
      });
      expect(await saveVersion(handle.db, { data: page('h', 'Sol'), baseVersion: 2, userId: editor!.id, sitting: true })).toEqual({
        ok: true,
        version: 3,
      });
      expect(await saveVersion(handle.db, { data: page('h', 'Solar'), baseVersion: 3, userId: editor!.id, sitting: true })).toEqual({
        ok: true,
        version: 4,
      });
      expect((await documentHistory(handle.db, id)).map((row) => [row.version, row.origin, row.createdBy])).toEqual([
        [4, 'save', `${marker}-a@example.com`],
        [1, 'import', null],
      ]);
      // Once published, or when someone else saves, the draft is kept as it was.
      expect(await publishVersion(handle.db, { id, version: 4, userId: editor!.id })).toBe(true);
      await saveVersion(handle.db, { data: page('h', 'Solar!'), baseVersion: 4, userId: editor!.id, sitting: true });
      await saveVersion(handle.db, { data: page('h', 'Solar?'), baseVersion: 5, userId: other!.id, sitting: true });
      expect((await documentHistory(handle.db, id)).map((row) => row.version)).toEqual([6, 5, 4, 1]);
      const draft = await documentDraft(handle.db, id);
      expect(draft).toMatchObject({ version: 6, publishedVersion: 4, updatedBy: `${marker}-b@example.com` });
      expect(draft?.data?.hero.title.en).toBe('Solar?');
      const log = (await contentAuditLog(handle.db, { limit: 1000 })).filter((entry) => entry.documentId === id);
      expect(log.map((entry) => [entry.action, entry.version, entry.email])).toEqual([
        ['save', 6, `${marker}-b@example.com`],
        ['save', 5, `${marker}-a@example.com`],
        ['publish', 4, `${marker}-a@example.com`],
        ['save', 2, `${marker}-a@example.com`],
      ]);
    });

    it('refuses to store a document its schema rejects', async () => {
      const bad = { ...page('x'), hero: { ...page('x').hero, image: 'javascript:alert(1)' } };
      await expect(importDocuments(handle.db, [bad])).rejects.toThrow();
    });
  });
}
