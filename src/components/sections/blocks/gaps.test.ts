import { describe, expect, it } from 'vitest';
import type { PageDocument } from './document';
import { translationGaps } from './gaps';

const words = (en: string, ar: string) => ({ ar, en });

function page(): PageDocument {
  return {
    id: 'energy-products-solar-panels',
    accent: 'energy',
    seo: { title: words('Solar panels', 'الألواح الشمسية'), description: words('Panels for every roof', 'ألواح لكل سطح') },
    hero: {
      title: words('Solar panels', 'الألواح الشمسية'),
      lead: words('Monocrystalline panels', 'ألواح أحادية البلورة'),
      image: '/images/scenes/solar.svg',
    },
    blocks: [
      {
        kind: 'features',
        id: 'features',
        title: words('Features', 'المزايا'),
        items: [{ id: 'efficiency', title: words('High efficiency', 'كفاءة عالية'), features: [words('22%', '22%')] }],
      },
      {
        kind: 'tabs',
        id: 'more',
        tabs: [
          {
            id: 'specs',
            label: words('Specifications', 'المواصفات'),
            blocks: [{ kind: 'specs', id: 'specs', title: words('Specifications', 'المواصفات'), rows: [] }],
          },
        ],
      },
    ],
  };
}

describe('translation gaps', () => {
  it('finds none in a page written in both languages', () => {
    expect(translationGaps(page())).toEqual([]);
  });

  it('names each field filled in one language only, wherever it is, with the language it lacks', () => {
    const document = page();
    document.hero.lead = words('Monocrystalline panels', '');
    const features = document.blocks[0];
    if (features?.kind !== 'features') throw new Error('fixture');
    features.items[0]!.features = [words('22%', '22%'), words('', 'ضمان ٢٥ سنة')];
    const tabs = document.blocks[1];
    if (tabs?.kind !== 'tabs' || tabs.tabs[0]!.blocks[0]?.kind !== 'specs') throw new Error('fixture');
    tabs.tabs[0]!.blocks[0].title = words('Specifications', '  ');
    expect(translationGaps(document)).toEqual([
      { path: ['hero', 'lead'], missing: 'ar' },
      { path: ['blocks', 0, 'items', 0, 'features', 1], missing: 'en' },
      { path: ['blocks', 1, 'tabs', 0, 'blocks', 0, 'title'], missing: 'ar' },
    ]);
  });

  it('flags a required field empty in both languages, and lets an optional one be empty', () => {
    const document = page();
    document.hero.title = words('', '');
    document.hero.lead = words('', '');
    expect(translationGaps(document)).toEqual([{ path: ['hero', 'title'], missing: 'both' }]);
  });

  it('asks for an uploaded picture to be described in both languages, and lets the site artwork go without', () => {
    const document = page();
    const features = document.blocks[0];
    if (features?.kind !== 'features') throw new Error('fixture');
    features.image = '/images/scenes/solar.svg';
    expect(translationGaps(document)).toEqual([]);

    document.hero.image = '/media/news/3f1c.webp';
    features.image = '/media/news/9a2b.webp';
    features.alt = words('Panels on a warehouse roof', '');
    expect(translationGaps(document)).toEqual([
      { path: ['hero', 'alt'], missing: 'both' },
      { path: ['blocks', 0, 'alt'], missing: 'ar' },
    ]);

    document.hero.alt = words('An engineer checks a panel', 'مهندس يفحص لوحًا');
    features.alt = words('Panels on a warehouse roof', 'ألواح على سطح مستودع');
    expect(translationGaps(document)).toEqual([]);
  });
});
