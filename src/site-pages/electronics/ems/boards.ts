import type { Action, PageDefinition } from '@/components/sections/types';

/**
 * The two board pages of spec part 2 §2.5 and §9: PCB fabrication (its specification table and the way on
 * to PCBA) and PCBA assembly (rotating hero, capabilities, the 32-row specification table searchable and
 * filterable by category, quality assurance, the four-step process, contact). Words under
 * `electronicsEms.pcb-manufacturing` and `electronicsEms.pcba-assembly`.
 */

const scene = (name: string) => `/images/scenes/${name}.svg`;
const contact: Action = { href: '/electronics/contact', label: 'contact' };
const quote: Action = { href: '/electronics/contact', label: 'quote' };

export const PCBA_SPECIFICATIONS_PATH = '/electronics/ems/pcba-assembly/specifications';

/** The PCBA specification rows by category (spec §9: 32 rows; All plus these six). Copy `specifications.rows.{id}.label`, `.value`. */
export const pcbaSpecCategories = ['assembly', 'board', 'components', 'quality', 'equipment', 'services'] as const;
export const pcbaSpecRows: { id: string; category: (typeof pcbaSpecCategories)[number] }[] = [
  ...['speed', 'accuracy', 'sides', 'printing', 'throughHole', 'solderTypes'].map((id) => ({ id, category: 'assembly' as const })),
  ...['maxSize', 'minSize', 'thickness', 'materials', 'panels', 'finishes'].map((id) => ({ id, category: 'board' as const })),
  ...['minChip', 'advancedChip', 'icPitch', 'bgaPitch', 'packages', 'largeParts', 'moisture'].map((id) => ({ id, category: 'components' as const })),
  ...['aoi', 'xray', 'electrical', 'functional', 'workmanship'].map((id) => ({ id, category: 'quality' as const })),
  ...['placementLines', 'reflow', 'spi', 'esd'].map((id) => ({ id, category: 'equipment' as const })),
  ...['dfm', 'sourcing', 'coating', 'boxBuild'].map((id) => ({ id, category: 'services' as const })),
];

export const pcbManufacturingPage: PageDefinition = {
  namespace: 'electronicsEms.pcb-manufacturing',
  sharedNamespace: 'electronicsEms.shared',
  accent: 'electronics',
  hero: {
    image: scene('pcb-fabrication'),
    back: '/electronics/ems/manufacturing',
    actions: [quote, { href: '#specs', label: 'viewSpecs', style: 'secondary' }],
  },
  blocks: [
    { kind: 'intro', id: 'brief', image: scene('smt-line') },
    {
      kind: 'stats',
      id: 'figures',
      items: [{ id: 'layers' }, { id: 'track' }, { id: 'laser' }, { id: 'copper' }],
    },
    {
      kind: 'specs',
      id: 'specs',
      rows: ['layers', 'thickness', 'track', 'copper', 'mechanicalHole', 'laserHole', 'finishes', 'maskColours'],
      actions: [{ href: '/electronics/ems/pcba-assembly', label: 'pcba' }],
    },
    {
      kind: 'features',
      id: 'features',
      style: 'cards',
      columns: 3,
      tone: 'muted',
      items: [
        { id: 'review', icon: 'scan' },
        { id: 'tested', icon: 'activity' },
        { id: 'assembly', icon: 'chip' },
      ],
    },
    { kind: 'cta', id: 'cta', actions: [quote, { href: '/electronics/ems/pcba-assembly', label: 'pcba', style: 'secondary' }] },
  ],
};

export const pcbaAssemblyPage: PageDefinition = {
  namespace: 'electronicsEms.pcba-assembly',
  sharedNamespace: 'electronicsEms.shared',
  accent: 'electronics',
  hero: {
    image: scene('pcba-assembly'),
    rotate: [scene('pcb'), scene('inspection')],
    back: '/electronics/ems/manufacturing',
    actions: [
      { href: '#specifications', label: 'viewSpecs' },
      { href: '#contact', label: 'contact', style: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'features',
      id: 'capabilities',
      style: 'cards',
      columns: 4,
      items: [
        { id: 'speed', icon: 'zap' },
        { id: 'precision', icon: 'target' },
        { id: 'finePitch', icon: 'chip' },
        { id: 'reflow', icon: 'thermometer' },
      ],
    },
    {
      kind: 'specTable',
      id: 'specifications',
      tone: 'muted',
      categories: [...pcbaSpecCategories],
      rows: pcbaSpecRows,
      actions: [{ href: PCBA_SPECIFICATIONS_PATH, label: 'download', style: 'secondary' }],
    },
    {
      kind: 'features',
      id: 'quality',
      style: 'checks',
      image: scene('inspection'),
      items: [
        { id: 'spi', icon: 'layers' },
        { id: 'aoi', icon: 'scan' },
        { id: 'xray', icon: 'microscope' },
        { id: 'functional', icon: 'activity' },
        { id: 'traceability', icon: 'database' },
        { id: 'esd', icon: 'shield' },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      tone: 'muted',
      items: [
        { id: 'review', icon: 'scan' },
        { id: 'sourcing', icon: 'package' },
        { id: 'assembly', icon: 'chip' },
        { id: 'testing', icon: 'badge' },
      ],
    },
    { kind: 'contact', id: 'contact', email: 'sales', actions: [{ ...contact, label: 'start' }] },
  ],
};
