import { describe, expect, it } from 'vitest';
import type { PageDocument } from '@/components/sections/blocks/document';
import { LRI, PDI } from '@/i18n/bidi';
import { seoOf } from './document-seo';

const page = (seo: Partial<PageDocument['seo']>, heroImage = '/images/scenes/inverter.svg'): PageDocument => ({
  id: 'energy-products-solar-inverters',
  accent: 'energy',
  seo: { title: { ar: 'عاكسات هجينة 10 kW', en: 'Hybrid inverters' }, description: { ar: 'وصف', en: 'Description' }, ...seo },
  hero: { title: { ar: 'العاكسات', en: 'Inverters' }, image: heroImage, alt: { ar: 'عاكس على جدار', en: 'An inverter on a wall' } },
  blocks: [],
});

describe('a page’s search-engine fields from its document', () => {
  it('gives the title and description in the language asked, Latin runs isolated in Arabic', () => {
    expect(seoOf(page({}), 'ar')).toEqual({ title: `عاكسات هجينة ${LRI}10\u00A0kW${PDI}`, description: 'وصف' });
    expect(seoOf(page({}), 'en')).toEqual({ title: 'Hybrid inverters', description: 'Description' });
  });

  it('shares the chosen picture, else the hero’s photograph, never a drawing', () => {
    const chosen = page({ image: '/media/news/a1.webp', alt: { ar: 'ألواح على سطح', en: 'Panels on a roof' } });
    expect(seoOf(chosen, 'en').image).toEqual({ path: '/media/news/a1.webp', alt: 'Panels on a roof' });
    expect(seoOf(page({}, '/media/news/b2.webp'), 'ar').image).toEqual({ path: '/media/news/b2.webp', alt: 'عاكس على جدار' });
    expect(seoOf(page({}), 'en').image).toBeUndefined();
  });

  it('carries another canonical address and noindex when staff set them', () => {
    expect(seoOf(page({ canonical: '/energy/products', noindex: true }), 'en')).toMatchObject({ canonical: '/energy/products', noindex: true });
  });
});
