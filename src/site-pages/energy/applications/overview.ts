import type { PageDefinition } from '@/components/sections/types';
import { topicEnquiryPath } from '@/site-pages/contact/topic-path';
import { applicationCategories, applicationPath, energyApplications } from './applications';

const enquiry = { href: topicEnquiryPath('/energy/contact', 'energy-applications-overview'), label: 'contact' };
const calculator = { href: '/energy/calculator', label: 'calculator', style: 'secondary' } as const;

/**
 * `/energy/applications/overview`: the eight applications as cards with chips for the seven categories (each
 * card's words are its page's title and card line), why one partner, how a project runs, and a call to action
 * to the calculator and the enquiry. The category names (`categories.{id}`) are also read by the energy home.
 */
export const applicationsOverviewPage: PageDefinition = {
  namespace: 'energyApplications.overview',
  accent: 'energy',
  enquiry: { service: 'other' },
  hero: {
    image: '/images/scenes/applications-overview.svg',
    actions: [
      { href: '#applications', label: 'browse' },
      { ...enquiry, style: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'applications',
      columns: 4,
      filter: [...applicationCategories],
      items: energyApplications.map((application) => ({
        id: application.slug,
        image: application.image,
        href: applicationPath(application.slug),
        category: application.category,
        source: `energyApplications.${application.slug}`,
      })),
    },
    {
      kind: 'features',
      id: 'why',
      style: 'list',
      tone: 'dark',
      columns: 3,
      items: [
        { id: 'one', icon: 'handshake' },
        { id: 'climate', icon: 'thermometer' },
        { id: 'local', icon: 'mapPin' },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      tone: 'muted',
      items: [
        { id: 'assessment', icon: 'scan' },
        { id: 'design', icon: 'ruler' },
        { id: 'install', icon: 'hardHat' },
        { id: 'support', icon: 'activity' },
      ],
    },
    { kind: 'cta', id: 'cta', actions: [enquiry, calculator] },
  ],
};
