import type { PageDefinition } from '@/components/sections/types';
import { energyProductSlugs } from '@/config/routes';
import { siteConfig } from '@/config/site';
import { topicEnquiryPath } from '@/site-pages/contact/topic-path';

const { years, projects, countries } = siteConfig.landingStats;

/**
 * `/energy/about` (spec part 1 §2.5): five tabs (who we are with its image, two paragraphs, three values and
 * four figures; core strengths as 3 cards of 4, 5 and 4 features; 6 technologies; the mission's three points;
 * the vision's two), then phone and the sales e-mail.
 */
export const energyAboutPage: PageDefinition = {
  namespace: 'energyAbout.about',
  accent: 'energy',
  hero: {
    image: '/images/scenes/solar-field.svg',
    actions: [
      { href: '/energy/contact', label: 'contact' },
      { href: '/energy/about/certifications', label: 'certifications' },
    ],
  },
  blocks: [
    {
      kind: 'tabs',
      id: 'about',
      tabs: [
        {
          id: 'who-we-are',
          blocks: [
            { kind: 'intro', id: 'who', image: '/images/spots/engineering-team.svg' },
            {
              kind: 'features',
              id: 'values',
              columns: 3,
              items: [
                { id: 'fit', icon: 'target' },
                { id: 'quality', icon: 'badge' },
                { id: 'partnership', icon: 'handshake' },
              ],
            },
            {
              kind: 'stats',
              id: 'figures',
              items: [
                { id: 'years', value: `${years}+` },
                { id: 'projects', value: `${projects}+` },
                { id: 'countries', value: `${countries}+` },
                { id: 'categories', value: String(energyProductSlugs.length) },
              ],
            },
          ],
        },
        {
          id: 'core-strengths',
          blocks: [
            {
              kind: 'cards',
              id: 'strengths',
              columns: 3,
              items: [
                { id: 'engineering', icon: 'ruler' },
                { id: 'supply', icon: 'package' },
                { id: 'service', icon: 'wrench' },
              ],
            },
          ],
        },
        {
          id: 'technologies',
          blocks: [
            {
              kind: 'cards',
              id: 'technologies',
              columns: 3,
              items: [
                { id: 'panels', icon: 'sunMedium', href: '/energy/products/solar-panels' },
                { id: 'inverters', icon: 'zap', href: '/energy/products/solar-inverters' },
                { id: 'storage', icon: 'batteryCharging', href: '/energy/products/battery-storage' },
                { id: 'wind', icon: 'wind', href: '/energy/applications/wind-energy-solutions' },
                { id: 'charging', icon: 'plugZap', href: '/energy/products/ev-chargers' },
                { id: 'monitoring', icon: 'activity', href: '/energy/applications/solar-monitoring' },
              ],
            },
          ],
        },
        {
          id: 'mission',
          blocks: [
            {
              kind: 'features',
              id: 'mission',
              style: 'numbered',
              columns: 3,
              items: [{ id: 'sized' }, { id: 'safe' }, { id: 'supported' }],
            },
          ],
        },
        {
          id: 'vision',
          blocks: [
            {
              kind: 'features',
              id: 'vision',
              style: 'list',
              columns: 2,
              image: '/images/scenes/wind-coast.svg',
              items: [
                { id: 'reference', icon: 'award' },
                { id: 'mix', icon: 'leaf' },
              ],
            },
          ],
        },
      ],
    },
    { kind: 'contact', id: 'contact', email: 'sales', actions: [{ href: '/energy/contact', label: 'contact' }] },
  ],
};

const certificatesEnquiry = topicEnquiryPath('/energy/contact', 'energy-about-certifications');

/**
 * `/energy/about/certifications` (spec part 1 §2.6): the three ISO cards with their certificates in a viewer,
 * what each standard means for a customer, where the certified processes show on a project, and a request
 * for certificate copies.
 */
export const energyCertificationsPage: PageDefinition = {
  namespace: 'energyAbout.certifications',
  accent: 'energy',
  enquiry: { service: 'other' },
  hero: {
    image: '/images/scenes/energy-certifications.svg',
    actions: [
      { href: '#certificates', label: 'view' },
      { href: certificatesEnquiry, label: 'copies' },
    ],
  },
  blocks: [
    { kind: 'certificates', id: 'certificates' },
    { kind: 'comparison', id: 'meaning', columns: ['covers', 'you'], rows: ['iso9001', 'iso14001', 'iso45001'] },
    {
      kind: 'steps',
      id: 'project',
      items: [
        { id: 'design', icon: 'ruler' },
        { id: 'supply', icon: 'package' },
        { id: 'site', icon: 'hardHat' },
        { id: 'handover', icon: 'badge' },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      actions: [
        { href: certificatesEnquiry, label: 'copies' },
        { href: '/energy/about', label: 'about' },
      ],
    },
  ],
};
