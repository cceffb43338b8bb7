import type { PageDefinition } from '@/components/sections/types';
import { topicEnquiryPath } from '@/site-pages/contact/topic-path';
import { applicationRouteId, findEnergyApplication } from './applications';

const application = findEnergyApplication('solar-telecommunications');
const consultation = { href: topicEnquiryPath('/energy/contact', applicationRouteId(application.slug)), label: 'consultation' };
const caseStudies = { href: '/case-studies', label: 'caseStudies', style: 'secondary' } as const;

/**
 * `/energy/applications/solar-telecommunications` (spec part 2 §2.11): five solution tiles (large, medium,
 * medium, small, large), four advantage figures, how the three ways of powering a site compare, the engineering
 * every site gets, and the consultation call to action.
 */
export const solarTelecommunicationsPage: PageDefinition = {
  namespace: 'energyApplications.solar-telecommunications',
  accent: 'energy',
  enquiry: { service: application.service },
  hero: { image: application.image, actions: [consultation, caseStudies] },
  blocks: [
    {
      kind: 'bento',
      id: 'solutions',
      items: [
        { id: 'tower', size: 'large', icon: 'tower', image: '/images/spots/telecom-tower.svg' },
        { id: 'remote', size: 'medium', icon: 'mountain', image: '/images/spots/remote-site.svg' },
        { id: 'hybrid', size: 'medium', icon: 'fuel', image: '/images/spots/telecom-hybrid.svg' },
        { id: 'cabinet', size: 'small', icon: 'network', image: '/images/spots/fiber-cabinet.svg' },
        { id: 'rooftop', size: 'large', icon: 'building', image: '/images/spots/rooftop-telecom.svg' },
      ],
    },
    {
      kind: 'stats',
      id: 'advantages',
      items: [{ id: 'cost', value: '60%' }, { id: 'availability', value: '99.9%' }, { id: 'life' }, { id: 'daytime', value: '100%' }],
    },
    {
      kind: 'comparison',
      id: 'compare',
      tone: 'plain',
      columns: ['diesel', 'hybrid', 'solar'],
      rows: ['fuel', 'generator', 'maintenance', 'noise', 'cost', 'monitoring'],
    },
    {
      kind: 'features',
      id: 'engineering',
      style: 'checks',
      tone: 'muted',
      columns: 3,
      items: [{ id: 'audit' }, { id: 'autonomy' }, { id: 'dc' }, { id: 'heat' }, { id: 'security' }, { id: 'noc' }],
    },
    { kind: 'cta', id: 'cta', actions: [consultation, caseStudies] },
  ],
};
