import type { PageDefinition } from '@/components/sections/types';

/** `/energy/home` (spec part 1 §2.4). */
export const energyHomePage: PageDefinition = {
  namespace: 'energyHome',
  accent: 'energy',
  hero: { image: '/images/scenes/solar-field.svg', actions: [{ href: '/energy/contact', label: 'contact' }] },
  blocks: [{ kind: 'cta', id: 'cta', actions: [{ href: '/energy/contact', label: 'contact' }] }],
};
