import type { Block, PageDefinition } from '@/components/sections/types';
import { topicEnquiryPath } from '@/features/contact/topic-path';
import { energyProductGroups, energyProducts, productPath, type EnergyProductGroup } from './products';

const enquiry = { href: topicEnquiryPath('/energy/contact', 'energy-products'), label: 'enquiry' };
const calculator = { href: '/energy/calculator', label: 'calculator' };

/** The tone of each group's band, so the three card blocks read as three distinct shelves. */
const groupTone: Record<EnergyProductGroup, Block['tone']> = { core: 'plain', storage: 'muted', specialized: 'dark' };

/** One block of category cards per group, built from the product data: a new product brings its own card. */
function groupBlock(group: EnergyProductGroup): Block {
  const products = energyProducts.filter((product) => product.group === group);
  return {
    kind: 'cards',
    id: group,
    tone: groupTone[group],
    columns: products.length % 3 === 0 || products.length > 4 ? 3 : 2,
    items: products.map((product) => ({
      id: product.slug,
      image: product.image,
      href: productPath(product.slug),
      source: `energyProducts.${product.slug}`,
    })),
  };
}

/**
 * `/energy/products` (spec part 1 §2.12): the ten product categories as cards in the header's three groups,
 * how we combine them into one system, and the way on to the calculator and to an engineer.
 */
export const productCataloguePage: PageDefinition = {
  namespace: 'energyProducts.catalogue',
  accent: 'energy',
  enquiry: { service: 'solar-power-systems' },
  hero: {
    image: '/images/scenes/energy-catalogue.svg',
    actions: [
      { href: `#${energyProductGroups[0]}`, label: 'browse' },
      { ...calculator, style: 'secondary' },
    ],
  },
  blocks: [
    ...energyProductGroups.map(groupBlock),
    {
      kind: 'steps',
      id: 'system',
      items: [
        { id: 'survey', icon: 'mapPin' },
        { id: 'size', icon: 'calculator' },
        { id: 'match', icon: 'network' },
        { id: 'quote', icon: 'package' },
        { id: 'commission', icon: 'wrench' },
      ],
    },
    { kind: 'cta', id: 'cta', actions: [enquiry, { ...calculator, style: 'secondary' }] },
  ],
};
