import type { Action, Block, Hero, Item, PageDefinition } from '@/components/sections/types';

/**
 * The EMS service pages (spec part 2 §2.4): a half-height split hero, a brief, the service's features and a
 * closing call to action, each page with the sections the spec gives it. Words under `electronicsEms.{slug}`,
 * the strings they share (buttons, the back link, the specification table's heading) under `electronicsEms.shared`.
 */

const contactPath = '/electronics/contact';
const servicePath = (slug: string) => `/electronics/ems/${slug}`;
const scene = (name: string) => `/images/scenes/${name}.svg`;

const contact: Action = { href: contactPath, label: 'contact' };
const quote: Action = { href: contactPath, label: 'quote' };
const pcba: Action = { href: servicePath('pcba-assembly'), label: 'pcba', style: 'secondary' };
const next = (slug: string): Action => ({ href: servicePath(slug), label: 'next', style: 'secondary' });

function emsPage(slug: string, hero: Omit<Hero, 'image'> & { image: string }, blocks: Block[]): PageDefinition {
  return {
    namespace: `electronicsEms.${slug}`,
    sharedNamespace: 'electronicsEms.shared',
    accent: 'electronics',
    hero: { back: '/electronics/ems/manufacturing', ...hero },
    blocks,
  };
}

const items = (...ids: [string, Item['icon']][]): Item[] => ids.map(([id, icon]) => ({ id, icon }));

/** Eight label/value rows of a specification table (`{id}.rows.{row}`). */
const specRows = (...rows: string[]) => rows;

export const smtAssemblyPage = emsPage('smt-assembly', { image: scene('smt-placement'), actions: [quote, pcba] }, [
  { kind: 'intro', id: 'brief', image: scene('pcb') },
  {
    kind: 'stats',
    id: 'figures',
    items: [{ id: 'speed' }, { id: 'accuracy' }],
  },
  {
    kind: 'features',
    id: 'process',
    style: 'numbered',
    columns: 4,
    tone: 'muted',
    items: items(['printing', 'layers'], ['placement', 'chip'], ['reflow', 'thermometer'], ['inspection', 'scan']),
  },
  { kind: 'cta', id: 'cta', actions: [quote, pcba] },
]);

export const finalAssemblyPage = emsPage('final-assembly', { image: scene('assembly'), actions: [contact] }, [
  { kind: 'intro', id: 'brief', image: scene('factory') },
  {
    kind: 'features',
    id: 'services',
    style: 'cards',
    columns: 3,
    tone: 'muted',
    items: items(['integration', 'settings'], ['testing', 'activity'], ['packing', 'package']),
  },
  { kind: 'cta', id: 'cta', actions: [contact, { href: servicePath('inspection-quality'), label: 'quality', style: 'secondary' }] },
]);

export const inspectionQualityPage = emsPage('inspection-quality', { image: scene('inspection'), actions: [contact] }, [
  { kind: 'intro', id: 'brief', image: scene('smt-line') },
  { kind: 'stats', id: 'figure', items: [{ id: 'gates', value: '4' }] },
  {
    kind: 'features',
    id: 'checks',
    style: 'cards',
    columns: 2,
    items: items(['incoming', 'package'], ['process', 'scan'], ['functional', 'activity'], ['final', 'badge']),
  },
  { kind: 'cta', id: 'cta', actions: [contact, { href: servicePath('pcba-assembly'), label: 'quoteBoards', style: 'secondary' }] },
]);

export const purchasingBomPage = emsPage('purchasing-bom', { image: scene('bom'), actions: [quote] }, [
  { kind: 'intro', id: 'brief', image: scene('pcb') },
  {
    kind: 'features',
    id: 'features',
    style: 'list',
    columns: 3,
    tone: 'muted',
    items: items(['review', 'scan'], ['suppliers', 'handshake'], ['planning', 'chartLine']),
  },
  { kind: 'cta', id: 'cta', actions: [quote, pcba] },
]);

export const conformalCoatingPage = emsPage('conformal-coating', { image: scene('conformal-coating'), actions: [contact] }, [
  { kind: 'intro', id: 'brief', image: scene('inspection') },
  {
    kind: 'features',
    id: 'features',
    style: 'checks',
    image: scene('smt-line'),
    tone: 'muted',
    items: items(['protection', 'droplets'], ['selective', 'target'], ['coverage', 'scan']),
  },
  { kind: 'cta', id: 'cta', actions: [{ href: contactPath, label: 'durability' }, pcba] },
]);

/** A mechanical or assembly service: brief, three features, the eight-row table and the onward button. */
function specPage(
  slug: string,
  { hero, brief, features, style, onward }: { hero: string; brief: string; features: Item[]; style: 'cards' | 'list' | 'numbered'; onward: Action },
): PageDefinition {
  const featureBlock: Block = {
    kind: 'features',
    id: 'features',
    style,
    columns: 3,
    tone: style === 'numbered' ? 'dark' : 'muted',
    items: features,
  };
  return emsPage(slug, { image: scene(hero), actions: [contact] }, [
    { kind: 'intro', id: 'brief', image: scene(brief) },
    featureBlock,
    {
      kind: 'specs',
      id: 'specs',
      tone: 'plain',
      rows: specRows('r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8'),
    },
    { kind: 'cta', id: 'cta', actions: [contact, onward] },
  ]);
}

export const productAssemblyPage = specPage('product-assembly', {
  hero: 'product-assembly',
  brief: 'iot',
  style: 'cards',
  features: items(['consistent', 'wrench'], ['mechanical', 'cog'], ['tested', 'badge']),
  onward: next('mechanical-tooling'),
});

export const mechanicalToolingPage = specPage('mechanical-tooling', {
  hero: 'tooling',
  brief: 'rd-lab',
  style: 'numbered',
  features: items(['dfm', 'ruler'], ['tools', 'wrench'], ['validation', 'target']),
  onward: next('injection-molding'),
});

export const injectionMoldingPage = specPage('injection-molding', {
  hero: 'injection-molding',
  brief: 'factory',
  style: 'list',
  features: items(['materials', 'layers'], ['quality', 'gauge'], ['assembly', 'package']),
  onward: next('die-casting'),
});

export const dieCastingPage = specPage('die-casting', {
  hero: 'die-casting',
  brief: 'assembly',
  style: 'cards',
  features: items(['thermal', 'thermometer'], ['shapes', 'ruler'], ['ready', 'package']),
  onward: next('sheet-metal'),
});

export const sheetMetalPage = specPage('sheet-metal', {
  hero: 'sheet-metal',
  brief: 'factory',
  style: 'numbered',
  features: items(['cutting', 'ruler'], ['finishing', 'shield'], ['enclosures', 'server']),
  onward: next('rapid-prototyping'),
});

export const rapidPrototypingPage = specPage('rapid-prototyping', {
  hero: 'prototyping',
  brief: 'pcb',
  style: 'list',
  features: items(['turnaround', 'clock'], ['functional', 'activity'], ['production', 'trendingUp']),
  onward: next('quality-assurance'),
});

export const qualityAssurancePage = specPage('quality-assurance', {
  hero: 'quality-assurance',
  brief: 'inspection',
  style: 'cards',
  features: items(['planning', 'target'], ['traceability', 'database'], ['corrective', 'refresh']),
  onward: { href: contactPath, label: 'next', style: 'secondary' },
});

export const highLevelAssemblyPage = emsPage('high-level-assembly', { image: scene('system-integration'), actions: [contact] }, [
  { kind: 'intro', id: 'brief', image: scene('factory') },
  {
    kind: 'features',
    id: 'materials',
    style: 'cards',
    columns: 3,
    tone: 'muted',
    items: items(['structural', 'building'], ['electrical', 'cable'], ['protective', 'shield']),
  },
  { kind: 'specs', id: 'specs', rows: specRows('r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8') },
  { kind: 'cta', id: 'cta', actions: [contact] },
]);

/** Every EMS service, grouped as the manufacturing index shows them. */
const serviceGroups: { category: string; services: { slug: string; icon: Item['icon'] }[] }[] = [
  {
    category: 'electronics',
    services: [
      { slug: 'pcb-manufacturing', icon: 'circuit' },
      { slug: 'pcba-assembly', icon: 'chip' },
      { slug: 'smt-assembly', icon: 'zap' },
      { slug: 'conformal-coating', icon: 'droplets' },
    ],
  },
  {
    category: 'assembly',
    services: [
      { slug: 'product-assembly', icon: 'wrench' },
      { slug: 'final-assembly', icon: 'package' },
      { slug: 'high-level-assembly', icon: 'server' },
    ],
  },
  {
    category: 'mechanical',
    services: [
      { slug: 'mechanical-tooling', icon: 'cog' },
      { slug: 'injection-molding', icon: 'layers' },
      { slug: 'die-casting', icon: 'flame' },
      { slug: 'sheet-metal', icon: 'ruler' },
      { slug: 'rapid-prototyping', icon: 'lightbulb' },
    ],
  },
  {
    category: 'quality',
    services: [
      { slug: 'inspection-quality', icon: 'scan' },
      { slug: 'quality-assurance', icon: 'shield' },
      { slug: 'purchasing-bom', icon: 'database' },
    ],
  },
];

/** The index of the manufacturing services (`/electronics/services` leads here): every EMS service page, then the workflow. */
export const manufacturingPage: PageDefinition = {
  namespace: 'electronicsEms.manufacturing',
  sharedNamespace: 'electronicsEms.shared',
  accent: 'electronics',
  hero: {
    image: scene('ems-floor'),
    actions: [
      { href: '#services', label: 'explore' },
      { ...quote, style: 'secondary' },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'services',
      columns: 3,
      filter: serviceGroups.map((group) => group.category),
      items: serviceGroups.flatMap((group) =>
        group.services.map((service) => ({
          id: service.slug,
          icon: service.icon,
          href: servicePath(service.slug),
          category: group.category,
          source: `electronicsEms.${service.slug}`,
        })),
      ),
    },
    {
      kind: 'steps',
      id: 'workflow',
      tone: 'muted',
      items: items(['design', 'lightbulb'], ['prototyping', 'wrench'], ['production', 'factory'], ['testing', 'scan'], ['logistics', 'truck']),
    },
    { kind: 'cta', id: 'cta', actions: [{ href: contactPath, label: 'start' }] },
  ],
};

/** The EMS service pages by route id. */
export const emsServicePages: Record<string, PageDefinition> = {
  'electronics-ems-manufacturing': manufacturingPage,
  'electronics-ems-smt-assembly': smtAssemblyPage,
  'electronics-ems-final-assembly': finalAssemblyPage,
  'electronics-ems-inspection-quality': inspectionQualityPage,
  'electronics-ems-purchasing-bom': purchasingBomPage,
  'electronics-ems-conformal-coating': conformalCoatingPage,
  'electronics-ems-product-assembly': productAssemblyPage,
  'electronics-ems-mechanical-tooling': mechanicalToolingPage,
  'electronics-ems-injection-molding': injectionMoldingPage,
  'electronics-ems-die-casting': dieCastingPage,
  'electronics-ems-sheet-metal': sheetMetalPage,
  'electronics-ems-rapid-prototyping': rapidPrototypingPage,
  'electronics-ems-quality-assurance': qualityAssurancePage,
  'electronics-ems-high-level-assembly': highLevelAssemblyPage,
};
