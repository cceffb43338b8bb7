import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument } from '@/components/sections/blocks/document';
import type { DatabaseHandle } from '@/db/open';
import { testDatabases } from '../../../../tests/support/databases';
import { contentAuditLog, documentDraft, importDocuments, publishedDocuments, publishVersion } from '../store.server';
import { createEntry, deleteEntry, storedEntries, storedIds, unpublishEntry } from './store.server';

/** Slugs unique per run, so runs on a shared PostgreSQL server only meet their own entries. */
const marker = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const template = (title: string) => (): Omit<PageDocument, 'id'> => ({
  accent: 'energy',
  seo: { title: { ar: 'مضخة', en: title }, description: { ar: '', en: '' } },
  hero: { title: { ar: 'مضخة', en: title }, image: '/images/scenes/energy-catalogue.svg' },
  blocks: [],
});

for (const target of testDatabases) {
  describe(`collection entries on ${target.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => {
      await handle.close();
    });

    it('creates an entry unpublished at its slug, and refuses a slug that is taken, malformed or reserved', async () => {
      const slug = `${marker}-pump`;
      const created = await createEntry(handle.db, {
        collection: 'energy-products',
        slug,
        category: 'core',
        template: template('Pump'),
        userId: null,
      });
      expect(created).toEqual({ ok: true, id: `energy-products-${slug}` });
      const entry = (await storedEntries(handle.db)).find((candidate) => candidate.slug === slug);
      expect(entry).toEqual({
        id: `energy-products-${slug}`,
        collection: 'energy-products',
        slug,
        category: 'core',
        path: `/energy/products/${slug}`,
        published: false,
      });
      expect((await publishedDocuments(handle.db)).has(`energy-products-${slug}`)).toBe(false);
      expect((await documentDraft(handle.db, `energy-products-${slug}`))?.entry).toEqual({ collection: 'energy-products', slug, category: 'core' });

      expect(await createEntry(handle.db, { collection: 'energy-products', slug, template: template('Again'), userId: null })).toEqual({
        ok: false,
        reason: 'taken',
      });
      // The same slug in another collection is another address.
      expect((await createEntry(handle.db, { collection: 'electronics-products', slug, template: template('Board'), userId: null })).ok).toBe(true);
      for (const bad of ['Pump', 'pump--x', '-pump', 'مضخة', 'a', 'pump/x']) {
        expect(await createEntry(handle.db, { collection: 'energy-products', slug: bad, template: template('Bad'), userId: null })).toEqual({
          ok: false,
          reason: 'format',
        });
      }
      expect(
        await createEntry(handle.db, { collection: 'energy-applications', slug: 'overview', template: template('Overview'), userId: null }),
      ).toEqual({
        ok: false,
        reason: 'reserved',
      });
    });

    it('publishes, unpublishes and deletes an entry; a deleted one frees its slug, keeps its history and never comes back', async () => {
      const slug = `${marker}-heater`;
      const id = `energy-products-${slug}`;
      await createEntry(handle.db, { collection: 'energy-products', slug, template: template('Heater'), userId: null });
      expect(await publishVersion(handle.db, { id, version: 1, userId: null })).toBe(true);
      expect((await storedEntries(handle.db)).find((entry) => entry.id === id)?.published).toBe(true);
      expect((await publishedDocuments(handle.db)).get(id)?.hero.title.en).toBe('Heater');

      expect(await unpublishEntry(handle.db, { id, userId: null })).toBe(true);
      expect(await unpublishEntry(handle.db, { id, userId: null })).toBe(false);
      expect((await publishedDocuments(handle.db)).has(id)).toBe(false);
      expect((await storedEntries(handle.db)).find((entry) => entry.id === id)?.published).toBe(false);

      expect(await deleteEntry(handle.db, { id, userId: null })).toBe(true);
      expect((await storedEntries(handle.db)).some((entry) => entry.id === id)).toBe(false);
      expect(await documentDraft(handle.db, id)).toBeUndefined();
      expect(await publishVersion(handle.db, { id, version: 1, userId: null })).toBe(false);
      expect((await storedIds(handle.db)).has(id)).toBe(true);
      const actions = (await contentAuditLog(handle.db, { limit: 500 })).filter((row) => row.documentId === id).map((row) => row.action);
      expect(actions).toEqual(['delete', 'unpublish', 'publish', 'create']);

      // The seed never brings a deleted entry back, and its slug is free for a new one, under a new id.
      const report = await importDocuments(handle.db, [{ ...template('Heater')(), id }], {
        entries: new Map([[id, { collection: 'energy-products', slug }]]),
      });
      expect(report.kept).toEqual([id]);
      expect(await documentDraft(handle.db, id)).toBeUndefined();
      expect(await createEntry(handle.db, { collection: 'energy-products', slug, template: template('Heater 2'), userId: null })).toEqual({
        ok: true,
        id: `${id}-2`,
      });
    });

    it('places seed entries stored before collections existed', async () => {
      const id = `energy-products-${marker}-seed`;
      await importDocuments(handle.db, [{ ...template('Seed')(), id }]);
      expect((await storedEntries(handle.db)).some((entry) => entry.id === id)).toBe(false);
      await importDocuments(handle.db, [{ ...template('Seed')(), id }], {
        entries: new Map([[id, { collection: 'energy-products', slug: `${marker}-seed`, category: 'storage' }]]),
      });
      expect((await storedEntries(handle.db)).find((entry) => entry.id === id)).toMatchObject({
        slug: `${marker}-seed`,
        category: 'storage',
        published: true,
      });
    });
  });
}
