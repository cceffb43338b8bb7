import type { PageDefinition } from '@/components/sections/types';
import { topicEnquiryPath } from '@/site-pages/contact/topic-path';
import { applicationRouteId, findEnergyApplication } from './applications';

const application = findEnergyApplication('solar-monitoring');
const enquiry = topicEnquiryPath('/energy/contact', applicationRouteId(application.slug));
const app = { href: '/energy/app', label: 'app', style: 'secondary' } as const;

/**
 * `/energy/applications/solar-monitoring` (spec part 2 §2.11): hero with request-demo and view-specifications,
 * four feature blocks, the advanced technology list of six beside its artwork, three application cards of three
 * features with a case-study button, the secure remote access section with its quotation button, and contact sales.
 */
export const solarMonitoringPage: PageDefinition = {
  namespace: 'energyApplications.solar-monitoring',
  accent: 'energy',
  enquiry: { service: application.service },
  hero: {
    image: application.image,
    actions: [
      { href: enquiry, label: 'demo' },
      { href: '#technology', label: 'specifications', style: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'media',
      id: 'features',
      items: [
        { id: 'dashboard', icon: 'barChart', image: '/images/spots/monitoring-dashboard.svg' },
        { id: 'alerts', icon: 'bell', image: '/images/spots/monitoring-alerts.svg' },
        { id: 'analytics', icon: 'chartLine', image: '/images/spots/monitoring-analytics.svg' },
        { id: 'remote', icon: 'smartphone', image: '/images/spots/monitoring-remote.svg' },
      ],
    },
    {
      kind: 'features',
      id: 'technology',
      style: 'list',
      tone: 'muted',
      image: '/images/scenes/iot.svg',
      items: [
        { id: 'gateway', icon: 'wifi' },
        { id: 'protocols', icon: 'network' },
        { id: 'cloud', icon: 'cloud' },
        { id: 'yield', icon: 'sunMedium' },
        { id: 'storage', icon: 'batteryCharging' },
        { id: 'integration', icon: 'database' },
      ],
    },
    {
      kind: 'cards',
      id: 'applications',
      columns: 3,
      items: [
        { id: 'residential', icon: 'home' },
        { id: 'commercial', icon: 'building' },
        { id: 'utility', icon: 'factory' },
      ],
      actions: [{ href: '/case-studies', label: 'caseStudies', style: 'secondary' }],
    },
    {
      kind: 'intro',
      id: 'secure',
      tone: 'accent',
      items: [
        { id: 'encryption', icon: 'lock' },
        { id: 'roles', icon: 'users' },
        { id: 'audit', icon: 'shield' },
        { id: 'offline', icon: 'server' },
      ],
      actions: [{ href: enquiry, label: 'quote' }, app],
    },
    { kind: 'contact', id: 'contact', email: 'sales', actions: [{ href: enquiry, label: 'sales' }] },
  ],
};
