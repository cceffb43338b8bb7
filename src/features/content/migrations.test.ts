import { describe, expect, it } from 'vitest';
import { migrateDocument, type Migration } from './migrations';
import { readVersion } from './store.server';

/** A version saved by staff under an older release, where the page header's title was called `heading`. */
const savedLongAgo = {
  id: 'energy-home',
  accent: 'energy',
  seo: { title: { ar: 'الطاقة', en: 'Energy' }, description: { ar: 'وصف', en: 'Description' } },
  hero: { heading: { ar: 'طاقة تدفع ثمنها', en: 'Energy that pays for itself' }, image: '/images/scenes/solar.svg' },
  blocks: [],
};

/** The step a release renaming that field would ship. */
const renameHeading: Migration = (document) => {
  const { heading, ...hero } = document.hero as Record<string, unknown>;
  return { ...document, hero: { ...hero, title: heading } };
};

describe('content migrations', () => {
  it("carry a version written in an older format to today's, so staff's work survives an upgrade", () => {
    const read = readVersion('energy-home', savedLongAgo, 1, { current: 2, migrations: { 1: renameHeading } });
    expect(read?.hero.title).toEqual({ ar: 'طاقة تدفع ثمنها', en: 'Energy that pays for itself' });
    // The stored data is never changed: each read migrates a copy.
    expect(savedLongAgo.hero).toHaveProperty('heading');
  });

  it('leave out, and report, a version no step can carry or one written by a newer release', () => {
    expect(migrateDocument(savedLongAgo, 1, 3, { 1: renameHeading })).toBeUndefined();
    expect(readVersion('energy-home', savedLongAgo, 1, { current: 3, migrations: { 1: renameHeading } })).toBeUndefined();
    expect(readVersion('energy-home', savedLongAgo, 4, { current: 2, migrations: { 1: renameHeading } })).toBeUndefined();
    // Without the step, the old shape does not pass today's schema.
    expect(readVersion('energy-home', savedLongAgo, 2, { current: 2 })).toBeUndefined();
  });
});
