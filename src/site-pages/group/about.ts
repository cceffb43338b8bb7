import type { PageDefinition } from '@/components/sections/types';
import { siteConfig } from '@/config/site';

const { years, projects, countries } = siteConfig.landingStats;

/**
 * `/about` (spec part 2 §2.9), in the group's deep green and gold: the company story with four figures
 * (age, size, reach and the three divisions), mission and vision as two cards, then phone, the general
 * e-mail and the group contact page.
 */
export const aboutPage: PageDefinition = {
  namespace: 'groupPages.about',
  accent: 'heritage',
  hero: {
    image: '/images/scenes/office.svg',
    actions: [
      { href: '#story', label: 'story' },
      { href: '/contact', label: 'contact', style: 'secondary' },
    ],
  },
  blocks: [
    { kind: 'intro', id: 'story', image: '/images/spots/engineering-team.svg' },
    {
      kind: 'stats',
      id: 'figures',
      items: [
        { id: 'years', value: `${years}+` },
        { id: 'projects', value: `${projects}+` },
        { id: 'countries', value: `${countries}+` },
        { id: 'divisions', value: '3' },
      ],
    },
    {
      kind: 'cards',
      id: 'purpose',
      tone: 'accent',
      columns: 2,
      items: [
        { id: 'mission', icon: 'target' },
        { id: 'vision', icon: 'lightbulb' },
      ],
    },
    { kind: 'contact', id: 'contact', email: 'general', actions: [{ href: '/contact', label: 'contact' }] },
  ],
};

/**
 * `/certifications`: the group's three ISO certificates with the viewer, what each standard means for a
 * customer, and a closing call to the group enquiry. No certification bodies or dates (not signed off).
 */
export const certificationsPage: PageDefinition = {
  namespace: 'groupPages.certifications',
  accent: 'heritage',
  hero: {
    image: '/images/scenes/certifications.svg',
    actions: [
      { href: '#certificates', label: 'view' },
      { href: '/contact', label: 'copies', style: 'secondary' },
    ],
  },
  blocks: [
    { kind: 'certificates', id: 'certificates' },
    {
      kind: 'features',
      id: 'meaning',
      tone: 'muted',
      style: 'list',
      columns: 2,
      items: [
        { id: 'iso45001', icon: 'hardHat' },
        { id: 'iso9001', icon: 'badge' },
        { id: 'iso14001', icon: 'leaf' },
        { id: 'divisions', icon: 'layers' },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      actions: [
        { href: '/contact', label: 'copies' },
        { href: '/about', label: 'about' },
      ],
    },
  ],
};
