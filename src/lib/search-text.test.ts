import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/open';
import { testDatabases } from '../../tests/support/databases';
import { normalizeForSearch, normalizedSql, searchTerms } from './search-text';

describe('search text', () => {
  it('folds every form of alef, ta marbuta, alef maqsura and drops diacritics and tatweel', () => {
    expect(normalizeForSearch('الإلكترونيّة')).toBe('الالكترونيه');
    expect(normalizeForSearch('مُستشفى')).toBe('مستشفي');
    expect(['جدة', 'جده', 'جِدَّة', 'جـدة'].map(normalizeForSearch)).toEqual(['جده', 'جده', 'جده', 'جده']);
    expect(['الطاقة', 'الطَّاقَةُ', 'الطـاقه'].map(normalizeForSearch)).toEqual(['الطاقه', 'الطاقه', 'الطاقه']);
    expect(['أبها', 'إبها', 'آبها', 'ٱبها', 'ابها'].map(normalizeForSearch)).toEqual(Array(5).fill('ابها'));
  });

  it('lower-cases, unifies compatibility forms and splits on anything but letters and digits', () => {
    expect(normalizeForSearch('Solar-PANELS, ＰＶ 2024!')).toBe('solar panels pv 2024');
    // Presentation forms (lam-alef with hamza) and a hamza typed as a separate mark fold like the plain letters.
    expect(normalizeForSearch('\uFEF9سلام')).toBe('لاسلام');
    expect(normalizeForSearch('ا\u0654بها')).toBe('ابها');
  });

  it('drops the invisible direction isolates and marks that wrap Latin runs in Arabic copy', () => {
    expect(normalizeForSearch('معتمد وفق \u2066ISO\u00A09001:2015\u2069 و\u2066PCBA\u2069')).toBe('معتمد وفق iso 9001 2015 وpcba');
    expect(normalizeForSearch('\u200Fنص\u200E')).toBe('نص');
  });

  it('keeps the distinct words of a query, at least two letters each, at most eight', () => {
    expect(searchTerms('  Solar,  INVERTERS  a solar ')).toEqual(['solar', 'inverters']);
    expect(searchTerms('% _ x')).toEqual([]);
    expect(searchTerms('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10')).toHaveLength(8);
  });
});

/** Texts whose normalization the database must agree on with `normalizeForSearch`. */
const samples = [
  'مشروع الطاقة الشمسية في جدة',
  'الطَّاقَةُ المتجدِّدة في مكّة المكرّمة',
  'إنشاء محطة أبها، وآفاق ٱلمنطقة الشرقية — مستشفى',
  'الطـــاقة',
  '\uFEF9سلام ا\u0654بها',
  'Solar ENERGY in Jeddah: 120 MW (ＰＶ)',
  'معتمد وفق \u2066ISO\u00A09001:2015\u2069 و\u2066PCBA\u2069',
];

for (const target of testDatabases) {
  describe(`search text in ${target.name}`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => {
      await handle.close();
    });

    it('normalizes stored text exactly as the query is normalized (punctuation aside)', async () => {
      for (const sample of samples) {
        const result = await handle.db.execute<{ normalized: string }>(sql`select ${normalizedSql(sql`${sample}::text`)} as normalized`);
        const normalized = (result as unknown as { rows: { normalized: string }[] }).rows[0]!.normalized;
        expect(normalized.replace(/[^\p{L}\p{N}]+/gu, ' ').trim(), sample).toBe(normalizeForSearch(sample));
      }
    });
  });
}
