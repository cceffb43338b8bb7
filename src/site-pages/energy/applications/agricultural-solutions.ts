import type { PageDefinition } from '@/components/sections/types';
import { topicEnquiryPath } from '@/site-pages/contact/topic-path';
import { applicationRouteId, findEnergyApplication } from './applications';

const application = findEnergyApplication('agricultural-solutions');
const assessment = { href: topicEnquiryPath('/energy/contact', applicationRouteId(application.slug)), label: 'assessment' };
const stories = { href: '/case-studies', label: 'stories', style: 'secondary' } as const;

/**
 * `/energy/applications/agricultural-solutions` (spec part 2 §2.11): five solution tiles (large, medium,
 * medium, small, large), four impact figures (+, %, a unit, %), how the farm assessment runs, and the
 * assessment call to action.
 */
export const agriculturalSolutionsPage: PageDefinition = {
  namespace: 'energyApplications.agricultural-solutions',
  accent: 'energy',
  enquiry: { service: application.service },
  hero: { image: application.image, actions: [assessment, stories] },
  blocks: [
    {
      kind: 'bento',
      id: 'solutions',
      items: [
        { id: 'pumping', size: 'large', icon: 'droplets', image: '/images/spots/solar-pumping.svg' },
        { id: 'greenhouse', size: 'medium', icon: 'sprout', image: '/images/spots/greenhouse.svg' },
        { id: 'cold', size: 'medium', icon: 'snowflake', image: '/images/spots/cold-storage.svg' },
        { id: 'livestock', size: 'small', icon: 'waves', image: '/images/spots/livestock-water.svg' },
        { id: 'microgrid', size: 'large', icon: 'network', image: '/images/spots/farm-microgrid.svg' },
      ],
    },
    {
      kind: 'stats',
      id: 'impact',
      items: [{ id: 'projects', value: '500+' }, { id: 'daytime', value: '100%' }, { id: 'sun' }, { id: 'drives', value: '98%' }],
    },
    {
      kind: 'features',
      id: 'assessment',
      style: 'numbered',
      columns: 4,
      items: [{ id: 'share' }, { id: 'survey' }, { id: 'design' }, { id: 'install' }],
    },
    { kind: 'cta', id: 'cta', actions: [assessment, stories] },
  ],
};
