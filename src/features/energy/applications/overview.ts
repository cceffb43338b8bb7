import type { PageDefinition } from '@/components/sections/types';

/** `/energy/applications/overview`: the eight applications by category. */
export const applicationsOverviewPage: PageDefinition = {
  namespace: 'energyApplications.overview',
  accent: 'energy',
  hero: { image: '/images/scenes/solar-field.svg', actions: [{ href: '/energy/contact', label: 'contact' }] },
  blocks: [{ kind: 'cta', id: 'cta', actions: [{ href: '/energy/contact', label: 'contact' }] }],
};
