import type { PageDefinition } from '@/components/sections/types';
import { topicEnquiryPath } from '@/site-pages/contact/topic-path';
import { energyProductGroups, energyProducts, productPath } from './products';

const enquiry = { href: topicEnquiryPath('/energy/contact', 'energy-products'), label: 'enquiry' };
const calculator = { href: '/energy/calculator', label: 'calculator' };

/**
 * `/energy/products` (spec part 1 §2.12): the ten product categories as cards, filtered by the header's three groups,
 * how we combine them into one system, and the way on to the calculator and to an engineer.
 */
export const productCataloguePage: PageDefinition = {
  namespace: 'energyProducts.catalogue',
  accent: 'energy',
  enquiry: { service: 'solar-power-systems' },
  hero: {
    image: '/images/scenes/energy-catalogue.svg',
    actions: [
      { href: '#products', label: 'browse' },
      { ...calculator, style: 'secondary' },
    ],
  },
  blocks: [
    {
      // One grid of the ten categories, with the header's three groups as filter chips.
      kind: 'cards',
      id: 'products',
      columns: 3,
      filter: [...energyProductGroups],
      items: energyProducts.map((product) => ({
        id: product.slug,
        image: product.image,
        href: productPath(product.slug),
        category: product.group,
        source: `energyProducts.${product.slug}`,
      })),
    },
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
