import type { Action, Item, PageDefinition } from '@/components/sections/types';

/**
 * The electronics division's About and its three sub-pages (spec part 2 §2.7). Words under
 * `electronicsAbout.{about|excellence|certifications|customers}`; figures only from the spec's §9 facility
 * and PCB fabrication claims.
 */

const scene = (name: string) => `/images/scenes/${name}.svg`;

const partner: Action = { href: '/electronics/contact', label: 'partner' };
const contact: Action = { href: '/electronics/contact', label: 'contact' };
const capabilities: Action = { href: '/electronics/ems', label: 'capabilities', style: 'secondary' };
const manufacturing: Action = { href: '/electronics/ems/manufacturing', label: 'manufacturing', style: 'secondary' };

const items = (...ids: [string, Item['icon']][]): Item[] => ids.map(([id, icon]) => ({ id, icon }));

/** `/electronics/about`: the story and four figures, six milestones, the two certificates, contact and closing buttons. */
export const electronicsAboutPage: PageDefinition = {
  namespace: 'electronicsAbout.about',
  accent: 'electronics',
  hero: { image: scene('electronics-campus'), actions: [partner, capabilities] },
  blocks: [
    { kind: 'intro', id: 'story', image: scene('smt-line') },
    {
      kind: 'stats',
      id: 'figures',
      items: [{ id: 'speed' }, { id: 'accuracy' }, { id: 'reflow', value: '12' }, { id: 'layers' }],
    },
    {
      kind: 'timeline',
      id: 'milestones',
      tone: 'muted',
      items: [
        { id: 'facility', value: '2023' },
        { id: 'smt', value: '2023' },
        { id: 'rd', value: '2024' },
        { id: 'quality', value: '2024' },
        { id: 'box-build', value: '2024' },
        { id: 'capacity', value: '2025' },
      ],
    },
    { kind: 'certificates', id: 'certifications' },
    { kind: 'contact', id: 'contact', email: 'general', actions: [{ href: '/contact', label: 'group' }] },
    { kind: 'cta', id: 'cta', actions: [partner, capabilities] },
  ],
};

/** `/electronics/about/excellence`: how quality is built in: the approach, the quality gates, the methods, the line's figures. */
export const electronicsExcellencePage: PageDefinition = {
  namespace: 'electronicsAbout.excellence',
  accent: 'electronics',
  hero: { image: scene('excellence'), actions: [contact, { href: '#gates', label: 'gates', style: 'secondary' }] },
  blocks: [
    {
      kind: 'intro',
      id: 'approach',
      items: items(['equipment', 'cog'], ['process', 'settings'], ['verification', 'scan']),
    },
    {
      kind: 'steps',
      id: 'gates',
      tone: 'muted',
      items: items(['incoming', 'package'], ['first', 'target'], ['aoi', 'scan'], ['test', 'activity'], ['final', 'badge']),
    },
    {
      kind: 'features',
      id: 'methods',
      style: 'list',
      columns: 2,
      image: scene('pcb'),
      items: items(['aoi', 'scan'], ['xray', 'microscope'], ['functional', 'activity'], ['traceability', 'database']),
    },
    {
      kind: 'specs',
      id: 'line',
      tone: 'muted',
      rows: ['speed', 'accuracy', 'component', 'pitch', 'bga', 'reflow', 'board', 'thickness'],
    },
    { kind: 'cta', id: 'cta', actions: [contact, manufacturing] },
  ],
};

/** `/electronics/about/certifications`: the two certificates with the viewer, what each means for you, the supplier file. */
export const electronicsCertificationsPage: PageDefinition = {
  namespace: 'electronicsAbout.certifications',
  accent: 'electronics',
  hero: {
    image: scene('electronics-certifications'),
    actions: [
      { href: '#certificates', label: 'view' },
      { href: '/electronics/contact', label: 'copies', style: 'secondary' },
    ],
  },
  blocks: [
    { kind: 'certificates', id: 'certificates' },
    { kind: 'comparison', id: 'meaning', columns: ['covers', 'you'], rows: ['iso9001', 'iso14001'] },
    {
      kind: 'features',
      id: 'qualification',
      style: 'checks',
      image: scene('office'),
      items: items(['copies', 'badge'], ['scope', 'target'], ['records', 'database'], ['audit', 'users']),
    },
    { kind: 'cta', id: 'cta', actions: [{ href: '/electronics/contact', label: 'copies' }, capabilities] },
  ],
};

/** `/electronics/about/customers`: the sectors served (no names), what they need from an EMS partner, how a programme runs. */
export const electronicsCustomersPage: PageDefinition = {
  namespace: 'electronicsAbout.customers',
  accent: 'electronics',
  hero: { image: scene('customers'), actions: [partner, capabilities] },
  blocks: [
    {
      kind: 'cards',
      id: 'sectors',
      columns: 3,
      items: [
        { id: 'energy', icon: 'zap', image: scene('pcb'), highlight: true },
        { id: 'medical', icon: 'health' },
        { id: 'fire', icon: 'flame' },
        { id: 'lighting', icon: 'lightbulb' },
        { id: 'iot', icon: 'wifi' },
        { id: 'control', icon: 'gauge' },
        { id: 'education', icon: 'graduation' },
      ],
    },
    {
      kind: 'features',
      id: 'needs',
      style: 'cards',
      columns: 4,
      tone: 'dark',
      items: items(['quality', 'shield'], ['confidentiality', 'lock'], ['local', 'mapPin'], ['scale', 'trendingUp']),
    },
    {
      kind: 'steps',
      id: 'programme',
      items: items(['review', 'ruler'], ['prototype', 'chip'], ['pilot', 'settings'], ['volume', 'factory'], ['support', 'headset']),
    },
    { kind: 'cta', id: 'cta', actions: [partner, manufacturing] },
  ],
};

export const electronicsAboutPages: Record<string, PageDefinition> = {
  'electronics-about': electronicsAboutPage,
  'electronics-about-excellence': electronicsExcellencePage,
  'electronics-about-certifications': electronicsCertificationsPage,
  'electronics-about-customers': electronicsCustomersPage,
};
