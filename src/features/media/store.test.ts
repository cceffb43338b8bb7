import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/open';
import { newsImages } from '@/db/schema';
import { importDocuments, saveVersion } from '@/features/content/store.server';
import type { PageDocument } from '@/components/sections/blocks/document';
import { inArray } from 'drizzle-orm';
import { testDatabases } from '../../../tests/support/databases';
import { addPicture, deleteMedia, describePicture, listMedia, mediaItem, pictureLooks, replacePicture } from './store.server';

const marker = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const picture = (suffix: string) => ({
  id: `${marker}-${suffix}`,
  mime: 'image/webp',
  width: 1600,
  height: 900,
  data: Buffer.from(`picture ${suffix}`),
  name: `${suffix}.jpg`,
  userId: null,
});

const pageShowing = (id: string, image: string): PageDocument => ({
  id,
  accent: 'energy',
  seo: { title: { ar: 'صفحة', en: 'Page' }, description: { ar: 'وصف', en: 'Description' } },
  hero: { title: { ar: 'ألواح', en: 'Panels' }, image, alt: { ar: 'ألواح على سطح', en: 'Panels on a roof' } },
  blocks: [],
});

for (const target of testDatabases) {
  describe(`the media library on ${target.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => {
      await handle.db.delete(newsImages).where(
        inArray(
          newsImages.id,
          ['used', 'free'].map((suffix) => `${marker}-${suffix}`),
        ),
      );
      await handle.close();
    });

    it('lists every picture with where it is used, and keeps a used one from being deleted', async () => {
      const used = await addPicture(handle.db, picture('used'));
      await addPicture(handle.db, picture('free'));
      const path = `/media/news/${used}.webp`;
      await importDocuments(handle.db, [pageShowing(`${marker}-page`, '/images/scenes/solar.svg')]);
      // Placed on a page as a draft: the draft counts as a use.
      await saveVersion(handle.db, { data: pageShowing(`${marker}-page`, path), baseVersion: 1, userId: null });
      const items = await listMedia(handle.db);
      const item = items.find((candidate) => candidate.id === used);
      expect(item?.uses).toEqual([{ kind: 'page', id: `${marker}-page`, title: { ar: 'ألواح', en: 'Panels' } }]);
      expect(items.find((candidate) => candidate.id === `${marker}-free`)?.uses).toEqual([]);
      expect(item).toMatchObject({ kind: 'picture', path, name: 'used.jpg', width: 1600, bytes: 12, revision: 1, focus: { x: 50, y: 50 } });

      expect(await deleteMedia(handle.db, 'picture', used)).toBe('used');
      expect(await deleteMedia(handle.db, 'picture', `${marker}-free`)).toBe('deleted');
      expect(await mediaItem(handle.db, 'picture', `${marker}-free`)).toBeUndefined();
      expect(await deleteMedia(handle.db, 'picture', `${marker}-free`)).toBe('missing');
    });

    it('describes a picture once, keeps its crop in view, and replaces its file under the same address', async () => {
      const id = `${marker}-used`;
      expect(
        await describePicture(handle.db, id, {
          alt: { ar: 'ألواح شمسية على سطح مصنع', en: 'Solar panels on a factory roof' },
          focus: { x: 120, y: 30.4 },
        }),
      ).toBe(true);
      expect(await replacePicture(handle.db, id, { mime: 'image/webp', width: 2000, height: 1000, data: Buffer.from('new'), name: 'new.jpg' })).toBe(
        true,
      );
      const item = await mediaItem(handle.db, 'picture', id);
      expect(item).toMatchObject({
        alt: { en: 'Solar panels on a factory roof' },
        focus: { x: 100, y: 30 },
        revision: 2,
        width: 2000,
        name: 'new.jpg',
      });
      expect(item?.caption).toBeUndefined();
      expect((await pictureLooks(handle.db)).get(`/media/news/${id}.webp`)).toEqual({ focus: { x: 100, y: 30 }, revision: 2 });
      expect(await describePicture(handle.db, `${marker}-none`, { alt: { ar: 'أ', en: 'a' }, focus: { x: 50, y: 50 } })).toBe(false);
    });
  });
}
