import { describe, expect, it } from 'vitest';
import type { PageDocument } from '@/components/sections/blocks/document';
import { withEntries } from './catalogue-entries';
import { seedById } from './content-seed';
import { seedEntries } from './seed-entries';

const cardsOf = (document: PageDocument, id: string) => {
  const block = document.blocks.find((candidate) => candidate.id === id);
  return block?.kind === 'cards' ? block.items : [];
};

describe('catalogues follow the entries visitors can reach', () => {
  it('the listing shows a new entry after its own cards, in its category, as its page’s artwork', async () => {
    const seed = await seedById();
    const pump: PageDocument = {
      ...seed.get('energy-products-ev-chargers')!,
      id: 'energy-products-pumps',
      hero: { ...seed.get('energy-products-ev-chargers')!.hero, image: '/media/pump.webp' },
    };
    const documents = new Map([...seed, [pump.id, pump]]);
    const entries = [
      ...seedEntries(seed),
      { id: pump.id, collection: 'energy-products' as const, slug: 'pumps', category: 'specialized', path: '/energy/products/pumps' },
    ];
    const cards = cardsOf(withEntries(seed.get('energy-products')!, entries, documents), 'products');
    expect(cards).toHaveLength(11);
    expect(cards.at(-1)).toEqual({
      id: 'pumps',
      image: '/media/pump.webp',
      href: '/energy/products/pumps',
      source: pump.id,
      category: 'specialized',
    });
    // Other pages' card blocks about products (a product's related ones) are not catalogues.
    expect(cardsOf(withEntries(seed.get('energy-products-solar-panels')!, entries, documents), 'related')).toHaveLength(3);
  });

  it('a card about an entry that is unpublished or deleted leaves every page', async () => {
    const seed = await seedById();
    const documents = new Map(seed);
    documents.delete('energy-products-solar-inverters');
    const entries = seedEntries(seed).filter((entry) => entry.id !== 'energy-products-solar-inverters');
    const catalogue = cardsOf(withEntries(seed.get('energy-products')!, entries, documents), 'products');
    expect(catalogue.map((card) => card.source)).not.toContain('energy-products-solar-inverters');
    expect(catalogue).toHaveLength(9);
    const related = cardsOf(withEntries(seed.get('energy-products-solar-panels')!, entries, documents), 'related');
    expect(related.map((card) => card.source)).not.toContain('energy-products-solar-inverters');
  });

  it('seed entries take the category their catalogue card gives them', async () => {
    const entries = seedEntries(await seedById());
    expect(entries.find((entry) => entry.id === 'energy-products-battery-storage')).toMatchObject({
      category: 'storage',
      path: '/energy/products/battery-storage',
    });
    expect(entries.find((entry) => entry.id === 'energy-applications-solar-lighting')).toMatchObject({ category: 'lighting' });
    expect(entries.find((entry) => entry.id === 'electronics-products-medical')?.category).toBeUndefined();
    expect(entries).toHaveLength(23);
  });
});
