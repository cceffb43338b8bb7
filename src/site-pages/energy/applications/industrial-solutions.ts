import type { PageDefinition } from '@/components/sections/types';
import { topicEnquiryPath } from '@/site-pages/contact/topic-path';
import { applicationRouteId, findEnergyApplication } from './applications';

const application = findEnergyApplication('industrial-solutions');
const assessment = { href: topicEnquiryPath('/energy/contact', applicationRouteId(application.slug)), label: 'assessment' };
const projects = { href: '/case-studies', label: 'projects', style: 'secondary' } as const;

/**
 * `/energy/applications/industrial-solutions` (spec part 2 §2.11): four solution tiles, the six features of
 * smart integration, the static system dashboard (1.2 MW, 8,400 kWh, 78%, 94%), the proven results
 * (200+, 70%, 30 years, 99.8%) and the industrial assessment call to action.
 */
export const industrialSolutionsPage: PageDefinition = {
  namespace: 'energyApplications.industrial-solutions',
  accent: 'energy',
  enquiry: { service: application.service },
  hero: { image: application.image, actions: [assessment, projects] },
  blocks: [
    {
      kind: 'cards',
      id: 'solutions',
      columns: 2,
      items: [
        { id: 'rooftop', image: '/images/spots/industrial-rooftop.svg' },
        { id: 'storage', image: '/images/spots/industrial-storage.svg' },
        { id: 'efficiency', image: '/images/spots/industrial-efficiency.svg' },
        { id: 'carport', image: '/images/spots/industrial-carport.svg' },
      ],
    },
    {
      kind: 'features',
      id: 'integration',
      tone: 'muted',
      style: 'list',
      columns: 3,
      items: [
        { id: 'priority', icon: 'zap' },
        { id: 'peak', icon: 'trendingDown' },
        { id: 'generator', icon: 'fuel' },
        { id: 'plant', icon: 'network' },
        { id: 'monitoring', icon: 'activity' },
        { id: 'alerts', icon: 'bell' },
      ],
    },
    {
      kind: 'dashboard',
      id: 'dashboard',
      tone: 'plain',
      items: [
        { id: 'output', icon: 'sun', value: '1.2 MW', status: 'success' },
        { id: 'today', icon: 'zap', value: '8,400 kWh', status: 'success' },
        { id: 'share', icon: 'factory', value: '78%', status: 'normal' },
        { id: 'battery', icon: 'batteryCharging', value: '94%', status: 'normal' },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      items: [{ id: 'roof', value: '200+' }, { id: 'lighting', value: '70%' }, { id: 'life' }, { id: 'availability', value: '99.8%' }],
    },
    { kind: 'cta', id: 'cta', actions: [assessment, projects] },
  ],
};
