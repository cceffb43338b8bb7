import type { PageDefinition } from '@/components/sections/types';
import { siteConfig } from '@/config/site';

const { projects, countries } = siteConfig.landingStats;

/**
 * `/solutions` (spec part 2 §2.10): the industrial solutions landing. Four services with three features
 * each, four industries with three applications each, three capability cards of figures (the group's
 * project and country counts from `siteConfig`, the division's own from the spec; the spec's "500+ solutions"
 * would equal the whole group's 500+ projects and is not shown), what every customer gets (in place of the spec's
 * testimonials until real, approved quotes exist), then "Start your project" (the group enquiry) and "View all services".
 */
export const solutionsPage: PageDefinition = {
  namespace: 'groupPages.solutions',
  accent: 'solutions',
  hero: {
    image: '/images/scenes/industrial-maintenance.svg',
    actions: [
      { href: '/solutions/services', label: 'services' },
      { href: '/case-studies', label: 'caseStudies' },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'services',
      columns: 4,
      items: [
        { id: 'mro', image: '/images/divisions/solutions.svg', href: '/solutions/services#mro' },
        { id: 'ndt', image: '/images/scenes/ndt.svg', href: '/solutions/services#ndt' },
        { id: 're', image: '/images/scenes/inspection.svg', href: '/solutions/services#re' },
        { id: 'custom', image: '/images/scenes/rd-lab.svg', href: '/solutions/services#custom' },
      ],
      actions: [{ href: '/solutions/services', label: 'allServices', style: 'secondary' }],
    },
    {
      kind: 'features',
      id: 'industries',
      tone: 'muted',
      style: 'cards',
      columns: 4,
      items: [
        { id: 'oil-gas', icon: 'flame' },
        { id: 'manufacturing', icon: 'factory' },
        { id: 'power', icon: 'zap' },
        { id: 'infrastructure', icon: 'building' },
      ],
    },
    {
      kind: 'cards',
      id: 'capabilities',
      tone: 'dark',
      columns: 3,
      items: [
        {
          id: 'team',
          icon: 'users',
          figures: [{ id: 'engineers', value: '50+' }, { id: 'sites', value: '100+' }, { id: 'response' }],
        },
        {
          id: 'results',
          icon: 'gauge',
          figures: [
            { id: 'efficiency', value: '40%' },
            { id: 'uptime', value: '99.9%' },
          ],
        },
        {
          id: 'reach',
          icon: 'globe',
          figures: [
            { id: 'industries', value: '20+' },
            { id: 'projects', value: `${projects}+` },
            { id: 'countries', value: `${countries}+` },
          ],
        },
      ],
    },
    {
      kind: 'features',
      id: 'commitments',
      style: 'cards',
      columns: 4,
      items: [
        { id: 'scope', icon: 'ruler' },
        { id: 'lead', icon: 'users' },
        { id: 'safety', icon: 'hardHat' },
        { id: 'report', icon: 'badge' },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      actions: [
        { href: '/solutions/contact', label: 'start' },
        { href: '/solutions/services', label: 'allServices' },
      ],
    },
  ],
};

/**
 * `/solutions/services`: the four services in depth (what each covers and four features beside its
 * artwork), how an engagement runs, and a closing call to the group enquiry.
 */
export const solutionsServicesPage: PageDefinition = {
  namespace: 'groupPages.solutions-services',
  accent: 'solutions',
  hero: {
    image: '/images/scenes/services-workshop.svg',
    back: '/solutions',
    actions: [
      { href: '/contact', label: 'start' },
      { href: '#how', label: 'how', style: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'media',
      id: 'services',
      items: [
        { id: 'mro', image: '/images/scenes/industrial-maintenance.svg', icon: 'wrench' },
        { id: 'ndt', image: '/images/scenes/ndt.svg', icon: 'scan' },
        { id: 're', image: '/images/scenes/inspection.svg', icon: 'ruler' },
        { id: 'custom', image: '/images/scenes/rd-lab.svg', icon: 'cog' },
      ],
    },
    {
      kind: 'steps',
      id: 'how',
      tone: 'muted',
      items: [
        { id: 'brief', icon: 'message' },
        { id: 'survey', icon: 'hardHat' },
        { id: 'plan', icon: 'ruler' },
        { id: 'deliver', icon: 'wrench' },
        { id: 'report', icon: 'badge' },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      actions: [
        { href: '/contact', label: 'start' },
        { href: '/case-studies', label: 'caseStudies' },
      ],
    },
  ],
};
