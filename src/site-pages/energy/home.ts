import type { Item, PageDefinition } from '@/components/sections/types';
import { applicationCategories, applicationPath, energyApplications } from './applications/applications';
import { findEnergyProduct, productPath } from './products/products';

/** The eight applications, filtered by the seven categories (copy: the applications' own `hero.title` and `card`). */
const applicationCards: Item[] = energyApplications.map(({ slug, image, category }) => ({
  id: slug,
  image,
  href: applicationPath(slug),
  category,
  source: `energyApplications.${slug}`,
}));

/** The three products the spec puts on the home page, from the catalogue (a product not yet in it is left out). */
const productCards: Item[] = (['solar-panels', 'solar-inverters', 'battery-storage'] as const).flatMap((slug) => {
  const product = findEnergyProduct(slug);
  return product ? [{ id: slug, image: product.image, href: productPath(slug), source: `energyProducts.${slug}` }] : [];
});

/**
 * `/energy/home` (spec part 1 §2.4): the video hero with the on-grid and off-grid calculator entries, the
 * applications with their filter chips, why Sahel Energy, three products, the calculator call to action;
 * the route appends the contact section with the short enquiry form.
 */
export const energyHomePage: PageDefinition = {
  namespace: 'energyHome',
  accent: 'energy',
  hero: {
    image: '/video/energy-hero-poster.webp',
    video: [
      { src: '/video/energy-hero.webm', type: 'video/webm' },
      { src: '/video/energy-hero.mp4', type: 'video/mp4' },
    ],
    actions: [
      { href: '/energy/calculator?grid=on', label: 'onGrid' },
      { href: '/energy/calculator?grid=off', label: 'offGrid', style: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'applications',
      columns: 4,
      filter: [...applicationCategories],
      items: applicationCards,
      actions: [{ href: '/energy/applications/overview', label: 'applications', style: 'secondary' }],
    },
    {
      kind: 'features',
      id: 'why',
      tone: 'dark',
      style: 'list',
      columns: 3,
      items: [
        { id: 'climate', icon: 'thermometer' },
        { id: 'tier1', icon: 'award' },
        { id: 'iso', icon: 'shield' },
        { id: 'oneTeam', icon: 'users' },
        { id: 'figures', icon: 'calculator' },
        { id: 'app', icon: 'smartphone' },
      ],
      actions: [{ href: '/energy/about', label: 'about' }],
    },
    {
      kind: 'cards',
      id: 'products',
      tone: 'muted',
      columns: 3,
      items: productCards,
      actions: [{ href: '/energy/products', label: 'products' }],
    },
    {
      kind: 'cta',
      id: 'calculator',
      actions: [
        { href: '/energy/calculator', label: 'calculator' },
        { href: '#contact', label: 'talk' },
      ],
    },
  ],
};
