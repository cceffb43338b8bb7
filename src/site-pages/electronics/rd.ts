import type { PageDefinition } from '@/components/sections/types';
import { RD_SERVICES_PATH, rdServiceCategories } from '@/site-pages/rd/rd-services';

/**
 * `/electronics/rd` (spec part 2 §2.6): the four-point intro, the five core disciplines, the services in six
 * categories (each card lists its services as links to their anchors on `/electronics/rd/services`), the
 * four-step process, four advantages with the 200+ and 99.9% figures, and the contact button. Words under
 * `electronicsRd`; the service names are the services page's own (`rdServices.categories.{key}`).
 */
const categoryIcons = {
  product: 'factory',
  software: 'chip',
  hardware: 'circuit',
  connectivity: 'wifi',
  ndt: 'scan',
  materials: 'microscope',
} as const;

export const rdPage: PageDefinition = {
  namespace: 'electronicsRd',
  accent: 'electronics',
  hero: {
    image: '/images/scenes/rd-lab.svg',
    actions: [
      { href: '/electronics/contact', label: 'contact' },
      { href: '#services', label: 'services', style: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'intro',
      id: 'intro',
      items: [
        { id: 'idea', icon: 'lightbulb' },
        { id: 'team', icon: 'users' },
        { id: 'manufacture', icon: 'factory' },
        { id: 'standards', icon: 'badge' },
      ],
    },
    {
      kind: 'features',
      id: 'disciplines',
      style: 'list',
      image: '/images/scenes/pcb.svg',
      tone: 'muted',
      items: [
        { id: 'hardware', icon: 'circuit' },
        { id: 'firmware', icon: 'chip' },
        { id: 'software', icon: 'app' },
        { id: 'mechanical', icon: 'cog' },
        { id: 'testing', icon: 'scan' },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      columns: 3,
      items: rdServiceCategories.map(({ key, services }) => ({
        id: key,
        icon: categoryIcons[key],
        source: `rdServices.categories.${key}`,
        links: services.map((service) => ({ id: service, href: `${RD_SERVICES_PATH}#${service}` })),
      })),
      actions: [{ href: RD_SERVICES_PATH, label: 'allServices', style: 'secondary' }],
    },
    {
      kind: 'steps',
      id: 'process',
      tone: 'muted',
      items: [
        { id: 'ideation', icon: 'lightbulb' },
        { id: 'architecture', icon: 'network' },
        { id: 'prototyping', icon: 'wrench' },
        { id: 'validation', icon: 'badge' },
      ],
    },
    {
      kind: 'stats',
      id: 'figures',
      items: [
        { id: 'projects', value: '200+' },
        { id: 'uptime', value: '99.9%' },
        { id: 'disciplines', value: '5' },
        { id: 'services', value: '29' },
      ],
    },
    {
      kind: 'features',
      id: 'advantages',
      style: 'cards',
      columns: 4,
      items: [
        { id: 'inHouse', icon: 'factory' },
        { id: 'speed', icon: 'clock' },
        { id: 'ownership', icon: 'lock' },
        { id: 'support', icon: 'headset' },
      ],
    },
    { kind: 'cta', id: 'cta', actions: [{ href: '/electronics/contact', label: 'contact' }] },
  ],
};
