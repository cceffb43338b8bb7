import type { PageDefinition } from '@/components/sections/types';
import { topicEnquiryPath } from '@/site-pages/contact/topic-path';
import { applicationRouteId, findEnergyApplication } from './applications';

const application = findEnergyApplication('solar-lighting');
const assessment = { href: topicEnquiryPath('/energy/contact', applicationRouteId(application.slug)), label: 'assessment' };
const explore = { href: '#solutions', label: 'explore', style: 'secondary' } as const;
const projects = { href: '/case-studies', label: 'projects', style: 'secondary' } as const;

/**
 * `/energy/applications/solar-lighting` (spec part 2 §2.11): four solution blocks with the artwork changing
 * sides, three key applications, how a lighting project runs, what a solar light is made of, and the
 * assessment call to action.
 */
export const solarLightingPage: PageDefinition = {
  namespace: 'energyApplications.solar-lighting',
  accent: 'energy',
  enquiry: { service: application.service },
  hero: { image: application.image, actions: [assessment, explore] },
  blocks: [
    {
      kind: 'media',
      id: 'solutions',
      items: [
        { id: 'street', icon: 'lightbulb', image: '/images/spots/street-lighting.svg' },
        { id: 'area', icon: 'car', image: '/images/spots/area-lighting.svg' },
        { id: 'smart', icon: 'settings', image: '/images/spots/smart-lighting-controls.svg' },
        { id: 'offgrid', icon: 'mapPin', image: '/images/spots/off-grid-lighting.svg' },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      tone: 'muted',
      columns: 3,
      items: [
        { id: 'roads', icon: 'truck' },
        { id: 'public', icon: 'users' },
        { id: 'industrial', icon: 'warehouse' },
      ],
    },
    {
      kind: 'features',
      id: 'process',
      style: 'numbered',
      tone: 'dark',
      columns: 4,
      items: [{ id: 'survey' }, { id: 'design' }, { id: 'install' }, { id: 'aftercare' }],
    },
    {
      kind: 'specs',
      id: 'system',
      rows: ['panel', 'battery', 'luminaire', 'controller', 'pole', 'autonomy', 'operation', 'maintenance'],
    },
    { kind: 'cta', id: 'cta', actions: [assessment, projects] },
  ],
};
