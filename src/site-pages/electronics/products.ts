/**
 * The electronics product catalogue as data: five product families, each with its own page (hero, capabilities,
 * typical products, a section of its own, the standards it is designed to, our process and an enquiry). Words under
 * `electronicsProducts.{slug}`; the strings the family pages share (buttons, back link, the process) under
 * `electronicsProducts.catalogue`, which is also the catalogue page's namespace.
 */
import type { IconName } from '@/components/sections/icons';
import type { Action, Block, Item, PageDefinition } from '@/components/sections/types';
import type { electronicsProductSlugs } from '@/config/routes';

export type ElectronicsProductSlug = (typeof electronicsProductSlugs)[number];

export type ElectronicsFamily = {
  slug: ElectronicsProductSlug;
  image: string;
  /** Six capabilities (copy `capabilities.items.{id}`). */
  capabilities: [string, IconName][];
  /** Three or four typical product types (copy `products.items.{id}`). */
  products: [string, IconName][];
  /** The family's own section (four points), between the products and the standards. */
  focus: Block;
  /** Standards the family is designed and tested to (copy `standards.items.{id}`, the designation as title). */
  standards: string[];
};

const contactPath = '/electronics/contact';
const catalogueScene = '/images/scenes/electronics-catalogue.svg';
const enquire: Action = { href: contactPath, label: 'enquire' };
const ems: Action = { href: '/electronics/ems/manufacturing', label: 'ems', style: 'secondary' };

export const familyPath = (slug: ElectronicsProductSlug) => `/electronics/products/${slug}`;

const items = (ids: [string, IconName][]): Item[] => ids.map(([id, icon]) => ({ id, icon }));

export const electronicsFamilies: readonly ElectronicsFamily[] = [
  {
    slug: 'power-energy',
    image: '/images/scenes/power-electronics.svg',
    capabilities: [
      ['conversion', 'zap'],
      ['control', 'chip'],
      ['thermal', 'thermometer'],
      ['protection', 'shield'],
      ['monitoring', 'activity'],
      ['firmware', 'settings'],
    ],
    products: [
      ['converters', 'plugZap'],
      ['chargers', 'batteryCharging'],
      ['controllers', 'circuit'],
      ['meters', 'gauge'],
    ],
    focus: {
      kind: 'intro',
      id: 'focus',
      items: items([
        ['heat', 'sun'],
        ['grid', 'activity'],
        ['field', 'wrench'],
        ['integration', 'network'],
      ]),
    },
    standards: ['iec62109', 'iec62477', 'iec61000', 'iec60068', 'ipc610'],
  },
  {
    slug: 'medical',
    image: '/images/scenes/medical.svg',
    capabilities: [
      ['safety', 'health'],
      ['signal', 'activity'],
      ['firmware', 'chip'],
      ['traceability', 'database'],
      ['cleanliness', 'microscope'],
      ['documentation', 'layers'],
    ],
    products: [
      ['monitoring', 'health'],
      ['diagnostic', 'microscope'],
      ['laboratory', 'scan'],
      ['power', 'plug'],
    ],
    focus: {
      kind: 'intro',
      id: 'focus',
      items: items([
        ['components', 'package'],
        ['process', 'settings'],
        ['tests', 'badge'],
        ['changes', 'refresh'],
      ]),
    },
    standards: ['iec60601', 'iec606012', 'iec62304', 'iso14971', 'ipc610'],
  },
  {
    slug: 'fire-safety',
    image: '/images/scenes/fire-safety.svg',
    capabilities: [
      ['detection', 'flame'],
      ['panels', 'server'],
      ['supervision', 'activity'],
      ['power', 'battery'],
      ['coating', 'droplets'],
      ['testing', 'badge'],
    ],
    products: [
      ['detectors', 'scan'],
      ['panels', 'server'],
      ['modules', 'network'],
      ['sounders', 'bell'],
    ],
    focus: {
      kind: 'intro',
      id: 'focus',
      items: items([
        ['standby', 'clock'],
        ['faults', 'alarm'],
        ['environment', 'droplets'],
        ['service', 'wrench'],
      ]),
    },
    standards: ['en542', 'en544', 'en5457', 'en501304', 'iec60068'],
  },
  {
    slug: 'lighting',
    image: '/images/scenes/lighting.svg',
    capabilities: [
      ['drivers', 'lightbulb'],
      ['dimming', 'sunMedium'],
      ['control', 'wifi'],
      ['thermal', 'thermometer'],
      ['surge', 'zap'],
      ['solar', 'sun'],
    ],
    products: [
      ['drivers', 'lightbulb'],
      ['street', 'tower'],
      ['controls', 'radio'],
    ],
    focus: {
      kind: 'intro',
      id: 'focus',
      items: items([
        ['heat', 'thermometer'],
        ['supply', 'plug'],
        ['housing', 'cog'],
        ['maintenance', 'wrench'],
      ]),
    },
    standards: ['iec61347', 'iec62384', 'cispr15', 'iec61547', 'iec610003'],
  },
  {
    slug: 'communications-iot',
    image: '/images/scenes/iot.svg',
    capabilities: [
      ['wireless', 'wifi'],
      ['wired', 'cable'],
      ['sensing', 'gauge'],
      ['firmware', 'chip'],
      ['cloud', 'cloud'],
      ['security', 'lock'],
    ],
    products: [
      ['gateways', 'network'],
      ['sensors', 'radio'],
      ['controllers', 'circuit'],
      ['trackers', 'satellite'],
    ],
    focus: {
      kind: 'intro',
      id: 'focus',
      items: items([
        ['radio', 'radio'],
        ['updates', 'refresh'],
        ['scale', 'factory'],
        ['battery', 'battery'],
      ]),
    },
    standards: ['iec62368', 'en301489', 'en300328', 'en303645', 'iec60529'],
  },
];

/** The family pages' shared process (copy `process.items.{id}` in the catalogue namespace). */
const process: Item[] = items([
  ['brief', 'message'],
  ['design', 'circuit'],
  ['validate', 'microscope'],
  ['build', 'factory'],
]);

/** A product-family page: hero, capabilities, typical products, the family's own section, standards, process, enquiry. */
export function productFamilyPage(family: ElectronicsFamily): PageDefinition {
  return {
    namespace: `electronicsProducts.${family.slug}`,
    sharedNamespace: 'electronicsProducts.catalogue',
    accent: 'electronics',
    hero: { image: family.image, back: '/electronics/products', actions: [enquire, ems] },
    blocks: [
      { kind: 'features', id: 'capabilities', style: 'cards', columns: 3, tone: 'plain', items: items(family.capabilities) },
      {
        kind: 'cards',
        id: 'products',
        columns: family.products.length === 4 ? 2 : 3,
        tone: 'muted',
        items: items(family.products),
      },
      { ...family.focus, tone: 'plain' } as Block,
      {
        kind: 'features',
        id: 'standards',
        style: 'checks',
        tone: 'dark',
        image: family.image,
        items: family.standards.map((id) => ({ id })),
      },
      { kind: 'steps', id: 'process', tone: 'muted', items: process },
      { kind: 'cta', id: 'cta', tone: 'accent', actions: [enquire, ems] },
    ],
  };
}

/** The catalogue at `/electronics/products`: the five family cards, why design and build in one place, a CTA. */
export const electronicsCataloguePage: PageDefinition = {
  namespace: 'electronicsProducts.catalogue',
  accent: 'electronics',
  hero: { image: catalogueScene, actions: [{ href: '#families', label: 'browse' }, enquire] },
  blocks: [
    {
      kind: 'cards',
      id: 'families',
      columns: 3,
      tone: 'plain',
      items: electronicsFamilies.map((family) => ({
        id: family.slug,
        image: family.image,
        href: familyPath(family.slug),
        source: `electronicsProducts.${family.slug}`,
      })),
    },
    {
      kind: 'intro',
      id: 'why',
      tone: 'muted',
      items: items([
        ['design', 'circuit'],
        ['build', 'factory'],
        ['test', 'badge'],
        ['support', 'headset'],
      ]),
      actions: [{ ...ems, style: 'primary' }],
    },
    { kind: 'cta', id: 'cta', tone: 'accent', actions: [enquire, ems] },
  ],
};

/** Route id → definition for the catalogue and the five family pages. */
export const electronicsProductPages: Record<string, PageDefinition> = {
  'electronics-products': electronicsCataloguePage,
  ...Object.fromEntries(electronicsFamilies.map((family) => [`electronics-products-${family.slug}`, productFamilyPage(family)])),
};
