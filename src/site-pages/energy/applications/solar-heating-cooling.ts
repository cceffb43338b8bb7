import type { PageDefinition } from '@/components/sections/types';
import { topicEnquiryPath } from '@/site-pages/contact/topic-path';
import { applicationRouteId, findEnergyApplication } from './applications';

const application = findEnergyApplication('solar-heating-cooling');
const consultation = { href: topicEnquiryPath('/energy/contact', applicationRouteId(application.slug)), label: 'consultation' };
const caseStudies = { href: '/case-studies', label: 'caseStudies', style: 'secondary' } as const;

/**
 * `/energy/applications/solar-heating-cooling` (spec part 2 §2.11): intro, three solution tiles (large, medium,
 * medium) that fill one row of the bento, the desert-engineered technology list of six, an illustrative system
 * performance panel of six readings, four benefit figures and the consultation call to action.
 */
export const solarHeatingCoolingPage: PageDefinition = {
  namespace: 'energyApplications.solar-heating-cooling',
  accent: 'energy',
  enquiry: { service: application.service },
  hero: { image: application.image, actions: [consultation, caseStudies] },
  blocks: [
    {
      kind: 'intro',
      id: 'intro',
      items: [
        { id: 'sun', icon: 'sun' },
        { id: 'peak', icon: 'clock' },
        { id: 'loads', icon: 'building' },
        { id: 'simple', icon: 'wrench' },
      ],
    },
    {
      kind: 'bento',
      id: 'solutions',
      items: [
        { id: 'water', size: 'large', icon: 'droplets', image: '/images/spots/solar-water-heating.svg' },
        { id: 'cooling', size: 'medium', icon: 'snowflake', image: '/images/spots/solar-cooling.svg' },
        { id: 'process', size: 'medium', icon: 'factory', image: '/images/spots/process-heat.svg' },
      ],
    },
    {
      kind: 'features',
      id: 'technology',
      style: 'cards',
      columns: 3,
      items: [
        { id: 'collectors', icon: 'sunMedium' },
        { id: 'overheat', icon: 'thermometer' },
        { id: 'dust', icon: 'wind' },
        { id: 'insulation', icon: 'layers' },
        { id: 'water', icon: 'droplets' },
        { id: 'controls', icon: 'chip' },
      ],
    },
    {
      kind: 'dashboard',
      id: 'performance',
      items: [
        { id: 'temperature', icon: 'thermometer' },
        { id: 'solarShare', icon: 'sun', value: '80%', status: 'success' },
        { id: 'storage', icon: 'database', value: '92%' },
        { id: 'absorption', icon: 'gauge', value: '95%' },
        { id: 'cooling', icon: 'snowflake', status: 'success' },
        { id: 'status', icon: 'activity', status: 'success' },
      ],
    },
    {
      kind: 'stats',
      id: 'benefits',
      items: [{ id: 'savings', value: '80%' }, { id: 'emissions', value: '0' }, { id: 'efficiency', value: '95%' }, { id: 'life' }],
    },
    { kind: 'cta', id: 'cta', actions: [consultation, caseStudies] },
  ],
};
