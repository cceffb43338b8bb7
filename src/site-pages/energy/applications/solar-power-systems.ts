import type { PageDefinition } from '@/components/sections/types';
import { topicEnquiryPath } from '@/site-pages/contact/topic-path';
import { applicationRouteId, findEnergyApplication } from './applications';

const application = findEnergyApplication('solar-power-systems');
const quote = { href: topicEnquiryPath('/energy/contact', applicationRouteId(application.slug)), label: 'quote' };
const projects = { href: '/case-studies', label: 'projects', style: 'secondary' } as const;

/**
 * `/energy/applications/solar-power-systems` (spec part 2 §2.11): the three system types as image rows with
 * savings and capacity badges, the seven-row comparison with its full-screen diagram, what every system
 * includes, the calculator for either grid case, and the quotation call to action.
 */
export const solarPowerSystemsPage: PageDefinition = {
  namespace: 'energyApplications.solar-power-systems',
  accent: 'energy',
  enquiry: { service: application.service },
  hero: {
    image: application.image,
    actions: [quote, { href: '/energy/calculator', label: 'calculator', style: 'secondary' }],
  },
  blocks: [
    {
      kind: 'media',
      id: 'systems',
      badges: ['savings', 'capacity'],
      items: [
        { id: 'on-grid', image: '/images/spots/on-grid.svg' },
        { id: 'off-grid', image: '/images/spots/off-grid.svg' },
        { id: 'hybrid', image: '/images/spots/hybrid.svg' },
      ],
    },
    {
      kind: 'comparison',
      id: 'compare',
      tone: 'muted',
      columns: ['onGrid', 'offGrid', 'hybrid'],
      rows: ['grid', 'batteries', 'night', 'outage', 'cost', 'maintenance', 'bestFor'],
      figure: '/images/spots/grid-comparison.svg',
    },
    {
      kind: 'features',
      id: 'included',
      style: 'checks',
      columns: 3,
      items: [{ id: 'design' }, { id: 'equipment' }, { id: 'structures' }, { id: 'protection' }, { id: 'commissioning' }, { id: 'monitoring' }],
    },
    {
      kind: 'intro',
      id: 'calculator',
      tone: 'dark',
      items: [
        { id: 'onGrid', icon: 'plugZap' },
        { id: 'offGrid', icon: 'sunMedium' },
      ],
      actions: [
        { href: '/energy/calculator?grid=on', label: 'calculatorOn' },
        { href: '/energy/calculator?grid=off', label: 'calculatorOff', style: 'secondary' },
      ],
    },
    { kind: 'cta', id: 'cta', actions: [quote, projects] },
  ],
};
