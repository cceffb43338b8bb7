import type { PageDefinition } from '@/components/sections/types';

/** `/energy/app` (spec part 1 §2.12). */
export const energyAppPage: PageDefinition = {
  namespace: 'energyApp',
  accent: 'energy',
  hero: { image: '/images/scenes/monitoring.svg', actions: [{ href: '/energy/contact', label: 'contact' }] },
  blocks: [{ kind: 'cta', id: 'cta', actions: [{ href: '/energy/contact', label: 'contact' }] }],
};
