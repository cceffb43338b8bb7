import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/open';
import { importDocuments, publishedDocuments } from '@/features/content/store.server';
import { testDatabases } from '../../tests/support/databases';
import { seedDocuments } from './content-seed';

/** Ids unique per run, so runs on a shared PostgreSQL server only see their own documents. */
const marker = `rt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The import's half of the round trip (issue 24): every page's document, as the repository's files make it, comes
 * back from the database exactly as it went in, published. The files' half is `content-seed.test.ts` (every word is
 * carried); the pages' half is `tests/e2e/content-round-trip.spec.ts` (every word stored is on its page).
 */
for (const target of testDatabases) {
  describe(`the repository's pages stored on ${target.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => {
      await handle.close();
    });

    it('come back unchanged, every one published', async () => {
      const seed = (await seedDocuments()).map((document) => ({ ...document, id: `${marker}-${document.id}` }));
      const report = await importDocuments(handle.db, seed);
      expect(report.imported).toHaveLength(seed.length);
      const stored = new Map([...(await publishedDocuments(handle.db))].filter(([id]) => id.startsWith(`${marker}-`)));
      expect(stored.size).toBe(seed.length);
      for (const document of seed) expect(stored.get(document.id), document.id).toEqual(document);
    });
  });
}
