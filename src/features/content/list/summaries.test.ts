import { describe, expect, it } from 'vitest';
import type { PageDocument } from '@/components/sections/blocks/document';
import { changesIn } from './summaries.server';

const published: PageDocument = {
  id: 'energy-products-inverters',
  accent: 'energy',
  seo: { title: { ar: 'العاكسات', en: 'Inverters' }, description: { ar: 'عاكسات هجينة', en: 'Hybrid inverters' } },
  hero: { title: { ar: 'العاكسات', en: 'Inverters' }, image: '/images/scenes/inverter.svg' },
  blocks: [],
};

describe('a draft’s changes, language by language', () => {
  it('marks only the language whose words changed', () => {
    const draft = structuredClone(published);
    draft.hero.title.ar = 'العاكسات الهجينة';
    expect([changesIn('ar', draft, published), changesIn('en', draft, published)]).toEqual([true, false]);
  });

  it('marks both languages for what is said once (a picture, a section) and for a page never published', () => {
    const draft = structuredClone(published);
    draft.hero.image = '/media/news/0c1d.webp';
    expect([changesIn('ar', draft, published), changesIn('en', draft, published)]).toEqual([true, true]);
    expect([changesIn('ar', published, undefined), changesIn('en', published, undefined)]).toEqual([true, true]);
  });

  it('marks neither when the draft says what visitors already see', () => {
    expect([changesIn('ar', structuredClone(published), published), changesIn('en', structuredClone(published), published)]).toEqual([false, false]);
  });
});
