import type { PageDefinition } from '@/components/sections/types';

/** `/electronics/home` (spec part 2 §2.2; `/electronics/sectors` redirects here): the two sectors, R&D and EMS. */
export const electronicsHomePage: PageDefinition = {
  namespace: 'electronicsHome',
  accent: 'electronics',
  hero: {
    image: '/images/scenes/pcb.svg',
    actions: [
      { href: '/electronics/ems', label: 'ems' },
      { href: '/electronics/rd', label: 'rd', style: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'sectors',
      columns: 2,
      items: [
        { id: 'rd', image: '/images/scenes/rd-lab.svg', href: '/electronics/rd' },
        { id: 'ems', image: '/images/scenes/smt-line.svg', href: '/electronics/ems' },
      ],
    },
    {
      kind: 'stats',
      id: 'facility',
      items: [{ id: 'speed' }, { id: 'accuracy' }, { id: 'reflow' }, { id: 'projects' }],
    },
    {
      kind: 'steps',
      id: 'journey',
      items: [{ id: 'design' }, { id: 'prototype' }, { id: 'manufacture' }, { id: 'test' }, { id: 'deliver' }],
    },
    { kind: 'cta', id: 'cta', actions: [{ href: '/electronics/contact', label: 'contact' }] },
  ],
};
