import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/open';
import { testDatabases } from '../../../tests/support/databases';
import { createEntry, moveEntry } from '@/features/content/entries/store.server';
import { publishVersion } from '@/features/content/store.server';
import { addRedirect, changeRedirect, listRedirects, recordHit, redirectPath, redirectTargets } from './store.server';

/** Addresses unique per run, so runs on a shared PostgreSQL server only meet their own redirects. */
const marker = `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const old = (name: string) => `/old-${marker}/${name}`;

describe('redirect addresses', () => {
  it('are site paths without language, query or trailing slash', () => {
    expect(redirectPath('/en/energy/products/x/')).toBe('/energy/products/x');
    expect(redirectPath('energy/app')).toBe('/energy/app');
    expect(redirectPath('/en')).toBe('/');
    for (const bad of ['//evil.example', '/a?b=1', '/a#b', '/a\\b', '/a b']) expect(redirectPath(bad)).toBeUndefined();
  });
});

for (const target of testDatabases) {
  describe(`redirects on ${target.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => {
      await handle.close();
    });

    it('refuse a page’s own address, a taken one, chains and loops; what led to a moved address follows it', async () => {
      const db = handle.db;
      expect(await addRedirect(db, { from: '/about', to: '/contact', userId: null })).toEqual({ ok: false, reason: 'live' });
      expect(await addRedirect(db, { from: old('a'), to: old('a'), userId: null })).toEqual({ ok: false, reason: 'same' });
      expect(await addRedirect(db, { from: old('a'), to: '/about', userId: null })).toEqual({ ok: true });
      expect(await addRedirect(db, { from: old('a'), to: '/contact', userId: null })).toEqual({ ok: false, reason: 'taken' });
      expect(await addRedirect(db, { from: old('b'), to: old('a'), userId: null })).toEqual({ ok: false, reason: 'chain' });
      // b → a, then a moving on: b follows, so nobody is sent twice.
      expect(await addRedirect(db, { from: old('c'), to: '/about', userId: null })).toEqual({ ok: true });
      expect(await addRedirect(db, { from: '/about-us-' + marker, to: old('c'), userId: null })).toEqual({ ok: false, reason: 'chain' });
      const rows = await listRedirects(db);
      const c = rows.find((row) => row.from === old('c'))!;
      expect(await changeRedirect(db, { id: c.id, to: old('a') })).toEqual({ ok: false, reason: 'chain' });
      expect(await changeRedirect(db, { id: c.id, to: old('c') })).toEqual({ ok: false, reason: 'same' });
      expect(await changeRedirect(db, { id: c.id, to: '/contact' })).toEqual({ ok: true });
      expect((await redirectTargets(db)).get(old('c'))).toBe('/contact');
      await recordHit(db, old('c'));
      await recordHit(db, old('c'));
      expect((await listRedirects(db)).find((row) => row.from === old('c'))).toMatchObject({ hits: 2, origin: 'manual' });
    });

    it('an entry moved after publishing leaves a redirect, moved back it takes its address again, never a loop', async () => {
      const db = handle.db;
      const slug = `${marker}-pump`;
      const template = () => ({
        accent: 'energy' as const,
        seo: { title: { ar: 'مضخة', en: 'Pump' }, description: { ar: 'وصف', en: 'About' } },
        hero: { title: { ar: 'مضخة', en: 'Pump' }, image: '/images/scenes/energy-catalogue.svg' },
        blocks: [],
      });
      const created = await createEntry(db, { collection: 'energy-products', slug, template, userId: null });
      if (!created.ok) throw new Error('not created');
      // Never published: nobody knew the address, so none is kept.
      expect(await moveEntry(db, { id: created.id, slug: `${slug}-draft`, userId: null })).toMatchObject({ ok: true });
      expect((await redirectTargets(db)).has(`/energy/products/${slug}`)).toBe(false);
      await publishVersion(db, { id: created.id, version: 1, userId: null });
      expect(await moveEntry(db, { id: created.id, slug: `${slug}-2`, userId: null })).toEqual({
        ok: true,
        from: `/energy/products/${slug}-draft`,
        to: `/energy/products/${slug}-2`,
      });
      expect(await moveEntry(db, { id: created.id, slug: `${slug}-3`, userId: null })).toMatchObject({ ok: true });
      let targets = await redirectTargets(db);
      expect(targets.get(`/energy/products/${slug}-draft`)).toBe(`/energy/products/${slug}-3`);
      expect(targets.get(`/energy/products/${slug}-2`)).toBe(`/energy/products/${slug}-3`);
      // Back to an old address: it is a page again, and the others lead to it.
      expect(await moveEntry(db, { id: created.id, slug: `${slug}-2`, userId: null })).toMatchObject({ ok: true });
      targets = await redirectTargets(db);
      expect(targets.has(`/energy/products/${slug}-2`)).toBe(false);
      expect(targets.get(`/energy/products/${slug}-3`)).toBe(`/energy/products/${slug}-2`);
      expect(targets.get(`/energy/products/${slug}-draft`)).toBe(`/energy/products/${slug}-2`);
      expect(await moveEntry(db, { id: created.id, slug: `${slug}-2`, userId: null })).toEqual({ ok: false, reason: 'same' });
    });
  });
}
