import type { Item, PageDefinition } from '@/components/sections/types';

/**
 * `/electronics/ems` (spec part 2 §2.3, both readings): Reading B's slideshow, overview, eleven key services
 * (the fourth and eighth picked out and two rows tall) and why-us; Reading A's facilities tabs and five-step
 * workflow carousel; then the contact section. Words under `electronicsEms.landing`.
 */

const scene = (name: string) => `/images/scenes/${name}.svg`;
const service = (slug: string, icon: Item['icon'], tall = false): Item => ({
  id: slug,
  icon,
  image: tall ? scene(slug === 'mechanical-tooling' ? 'factory' : 'rd-lab') : undefined,
  href: `/electronics/ems/${slug}`,
  source: `electronicsEms.${slug}`,
  ...(tall ? { size: 'medium' as const, highlight: true } : { size: 'small' as const }),
});

export const emsLandingPage: PageDefinition = {
  namespace: 'electronicsEms.landing',
  accent: 'electronics',
  hero: {
    image: scene('smt-line'),
    slides: [
      { id: 'boards', image: scene('smt-line') },
      { id: 'products', image: scene('assembly') },
      { id: 'quality', image: scene('inspection') },
    ],
    actions: [
      { href: '#services', label: 'explore' },
      { href: '/electronics/contact', label: 'quote', style: 'secondary' },
    ],
  },
  blocks: [
    { kind: 'intro', id: 'overview', image: scene('pcb') },
    {
      kind: 'bento',
      id: 'services',
      tone: 'muted',
      columns: 3,
      items: [
        service('pcba-assembly', 'chip'),
        service('product-assembly', 'wrench'),
        service('high-level-assembly', 'server'),
        service('mechanical-tooling', 'cog', true),
        service('injection-molding', 'layers'),
        service('die-casting', 'flame'),
        service('sheet-metal', 'ruler'),
        service('rapid-prototyping', 'lightbulb', true),
        service('quality-assurance', 'shield'),
        service('conformal-coating', 'droplets'),
        service('purchasing-bom', 'database'),
      ],
      actions: [{ href: '/electronics/ems/manufacturing', label: 'allServices', style: 'secondary' }],
    },
    {
      kind: 'features',
      id: 'why',
      style: 'cards',
      columns: 4,
      items: [
        { id: 'oneRoof', icon: 'factory' },
        { id: 'precision', icon: 'target' },
        { id: 'quality', icon: 'badge' },
        { id: 'local', icon: 'mapPin' },
      ],
    },
    {
      kind: 'tabs',
      id: 'facilities',
      tone: 'muted',
      tabs: [
        {
          id: 'smt',
          blocks: [
            { kind: 'intro', id: 'smtLines', image: scene('smt-line') },
            { kind: 'specs', id: 'smtSpecs', rows: ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'] },
          ],
        },
        {
          id: 'labs',
          blocks: [
            { kind: 'intro', id: 'testingLabs', image: scene('inspection') },
            { kind: 'specs', id: 'labsSpecs', rows: ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'] },
          ],
        },
        {
          id: 'workshop',
          blocks: [
            { kind: 'intro', id: 'assemblyWorkshop', image: scene('assembly') },
            { kind: 'specs', id: 'workshopSpecs', rows: ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'] },
          ],
        },
      ],
    },
    {
      kind: 'carousel',
      id: 'workflow',
      items: [
        { id: 'design', icon: 'lightbulb' },
        { id: 'prototyping', icon: 'wrench' },
        { id: 'production', icon: 'factory' },
        { id: 'testing', icon: 'scan' },
        { id: 'logistics', icon: 'truck' },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      email: 'general',
      actions: [
        { href: '/electronics/contact', label: 'start' },
        { href: '/contact', label: 'groupContact', style: 'secondary' },
      ],
    },
  ],
};
