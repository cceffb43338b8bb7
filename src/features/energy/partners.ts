import type { PageDefinition } from '@/components/sections/types';

/** `/energy/partners` (spec part 1 §2.7). */
export const energyPartnersPage: PageDefinition = {
  namespace: 'energyPartners.partners',
  accent: 'energy',
  hero: { image: '/images/scenes/partnership.svg', actions: [{ href: '/energy/contact', label: 'contact' }] },
  blocks: [{ kind: 'cta', id: 'cta', actions: [{ href: '/energy/contact', label: 'contact' }] }],
};

/** `/energy/partners/risen` (spec part 1 §2.7). */
export const risenPartnerPage: PageDefinition = {
  namespace: 'energyPartners.risen',
  accent: 'energy',
  hero: { image: '/images/scenes/rooftop-solar.svg', back: '/energy/partners', actions: [{ href: '/energy/contact', label: 'contact' }] },
  blocks: [{ kind: 'cta', id: 'cta', actions: [{ href: '/energy/contact', label: 'contact' }] }],
};
