import type { PageDefinition } from '@/components/sections/types';

/** `/energy/about` (spec part 1 §2.5). */
export const energyAboutPage: PageDefinition = {
  namespace: 'energyAbout.about',
  accent: 'energy',
  hero: { image: '/images/scenes/solar-field.svg', actions: [{ href: '/energy/contact', label: 'contact' }] },
  blocks: [{ kind: 'cta', id: 'cta', actions: [{ href: '/energy/contact', label: 'contact' }] }],
};

/** `/energy/about/certifications` (spec part 1 §2.6). */
export const energyCertificationsPage: PageDefinition = {
  namespace: 'energyAbout.certifications',
  accent: 'energy',
  hero: { image: '/images/scenes/document.svg', actions: [{ href: '/energy/contact', label: 'contact' }] },
  blocks: [{ kind: 'cta', id: 'cta', actions: [{ href: '/energy/contact', label: 'contact' }] }],
};
