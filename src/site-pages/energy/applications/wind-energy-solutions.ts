import type { PageDefinition } from '@/components/sections/types';
import { topicEnquiryPath } from '@/site-pages/contact/topic-path';
import { applicationRouteId, findEnergyApplication } from './applications';

const application = findEnergyApplication('wind-energy-solutions');
const engineer = { href: topicEnquiryPath('/energy/contact', applicationRouteId(application.slug)), label: 'engineer' };
const projects = { href: '/case-studies', label: 'projects', style: 'secondary' } as const;

/**
 * `/energy/applications/wind-energy-solutions` (spec part 2 §2.11): three solutions with four features each,
 * three environmental advantages, four benefits, the about section (six features) with its four figures
 * (12.5 m/s, 2.8 MW, 45%, under 35 dB) and the closing call to action.
 */
export const windEnergySolutionsPage: PageDefinition = {
  namespace: 'energyApplications.wind-energy-solutions',
  accent: 'energy',
  enquiry: { service: application.service },
  hero: { image: application.image, actions: [engineer, projects] },
  blocks: [
    {
      kind: 'tabs',
      id: 'solutions',
      tabs: [
        {
          id: 'onshore',
          blocks: [
            {
              kind: 'features',
              id: 'onshore-wind',
              style: 'checks',
              image: '/images/spots/onshore-wind.svg',
              items: [{ id: 'resource' }, { id: 'layout' }, { id: 'grid' }, { id: 'drivetrain' }],
            },
          ],
        },
        {
          id: 'small',
          blocks: [
            {
              kind: 'features',
              id: 'small-wind',
              style: 'checks',
              image: '/images/spots/small-wind.svg',
              items: [{ id: 'models' }, { id: 'towers' }, { id: 'charging' }, { id: 'storms' }],
            },
          ],
        },
        {
          id: 'hybrid',
          blocks: [
            {
              kind: 'features',
              id: 'wind-hybrid',
              style: 'checks',
              image: '/images/spots/wind-hybrid.svg',
              items: [{ id: 'controller' }, { id: 'storage' }, { id: 'steady' }, { id: 'reserve' }],
            },
          ],
        },
      ],
    },
    {
      kind: 'features',
      id: 'environment',
      tone: 'muted',
      style: 'cards',
      columns: 3,
      items: [
        { id: 'emissions', icon: 'leaf' },
        { id: 'water', icon: 'droplets' },
        { id: 'land', icon: 'sprout' },
      ],
    },
    {
      kind: 'intro',
      id: 'benefits',
      items: [
        { id: 'night', icon: 'moon' },
        { id: 'storage', icon: 'battery' },
        { id: 'fuel', icon: 'fuel' },
        { id: 'resilience', icon: 'refresh' },
      ],
    },
    {
      kind: 'features',
      id: 'about',
      tone: 'muted',
      style: 'checks',
      image: '/images/spots/wind-assessment.svg',
      items: [{ id: 'measurement' }, { id: 'yield' }, { id: 'selection' }, { id: 'environment' }, { id: 'studies' }, { id: 'maintenance' }],
      actions: [{ href: '/energy/products/wind-turbine-gearboxes', label: 'gearboxes', style: 'secondary' }],
    },
    {
      kind: 'stats',
      id: 'figures',
      items: [{ id: 'ratedSpeed' }, { id: 'rating' }, { id: 'capacityFactor', value: '45%' }, { id: 'noise' }],
    },
    { kind: 'cta', id: 'cta', actions: [engineer, projects] },
  ],
};
