/**
 * The energy product catalogue as data (spec part 1 §2.12): one entry per product page, in the order of the
 * route registry. The words of each product are in `messages/{lng}/energyProducts/{slug}.json`; adding a
 * product is an entry here, its copy, and its slug in the route registry (its catalogue card follows).
 */
import type { IconName } from '@/components/sections/icons';
import type { Block } from '@/components/sections/types';
import type { energyProductSlugs } from '@/config/routes';
import { topicEnquiryPath } from '@/site-pages/contact/topic-path';
import type { ServiceKey } from '@/features/leads/forms';

export type EnergyProductSlug = (typeof energyProductSlugs)[number];

/** The catalogue's groups, as in the header's products menu (copy `energyProducts.catalogue.{group}`). */
export const energyProductGroups = ['core', 'storage', 'specialized'] as const;
export type EnergyProductGroup = (typeof energyProductGroups)[number];

export type EnergyProduct = {
  slug: EnergyProductSlug;
  /** Catalogue group: the product's card sits in that group's block, and its hero eyebrow names it. */
  group: EnergyProductGroup;
  image: string;
  /** The service the energy enquiry form opens with. */
  service: ServiceKey;
  /** Feature ids and icons (copy `features.items.{id}`): at least four. */
  features: { id: string; icon: IconName }[];
  /** Figures shown under the features (copy `stats.items.{id}`), only where a figure is given or follows from one. */
  stats?: { id: string; value: string }[];
  /** Sections of their own between the features and the specifications (e.g. ground-mount and rooftop). */
  sections?: Block[];
  /** Rows of the specification table and the datasheet (copy `specs.rows.{id}.label` / `.value`). */
  specs: string[];
  /** Products shown under "Often combined with"; without it, the others of the same group. */
  related?: EnergyProductSlug[];
};

export const energyProducts: readonly EnergyProduct[] = [
  {
    slug: 'solar-panels',
    group: 'core',
    image: '/images/scenes/solar-panel-module.svg',
    service: 'solar-power-systems',
    features: [
      { id: 'output', icon: 'sunMedium' },
      { id: 'bifacial', icon: 'layers' },
      { id: 'heat', icon: 'thermometer' },
      { id: 'durability', icon: 'shield' },
      { id: 'bos', icon: 'wallet' },
      { id: 'support', icon: 'headset' },
    ],
    stats: [
      { id: 'power', value: '700 W' },
      { id: 'fewer', value: '21%' },
      { id: 'life', value: '30' },
    ],
    sections: [{ kind: 'comparison', id: 'compare', columns: ['w700', 'w550'], rows: ['modules', 'connectors', 'clamps', 'saving'] }],
    specs: ['power', 'cell', 'efficiency', 'bifaciality', 'dimensions', 'glass', 'frame', 'junction', 'temperature', 'warranty'],
    related: ['solar-inverters', 'mounting-structures', 'battery-storage'],
  },
  {
    slug: 'solar-inverters',
    group: 'core',
    image: '/images/scenes/inverter.svg',
    service: 'solar-power-systems',
    features: [
      { id: 'mppt', icon: 'target' },
      { id: 'systems', icon: 'network' },
      { id: 'trackers', icon: 'sunMedium' },
      { id: 'heat', icon: 'thermometer' },
      { id: 'protection', icon: 'shield' },
      { id: 'monitoring', icon: 'smartphone' },
    ],
    stats: [
      { id: 'mppt', value: '99.5%' },
      { id: 'types', value: '3' },
      { id: 'loss', value: '0.5%' },
    ],
    sections: [
      {
        kind: 'comparison',
        id: 'systems',
        columns: ['onGrid', 'hybrid', 'offGrid'],
        rows: ['battery', 'grid', 'outage', 'surplus', 'fit'],
      },
    ],
    specs: ['type', 'power', 'mppt', 'efficiency', 'inputs', 'voltage', 'grid', 'enclosure', 'temperature', 'warranty'],
    related: ['solar-panels', 'lithium-batteries', 'solar-electronics'],
  },
  {
    slug: 'mounting-structures',
    group: 'core',
    image: '/images/scenes/mounting-structures.svg',
    service: 'solar-power-systems',
    features: [
      { id: 'loads', icon: 'wind' },
      { id: 'corrosion', icon: 'shield' },
      { id: 'tilt', icon: 'sunMedium' },
      { id: 'modules', icon: 'layers' },
      { id: 'install', icon: 'wrench' },
      { id: 'drawings', icon: 'ruler' },
    ],
    sections: [
      {
        kind: 'media',
        id: 'types',
        badges: ['fixing', 'tilt'],
        items: [
          { id: 'ground', image: '/images/scenes/mounting-structures.svg', icon: 'mountain' },
          { id: 'rooftop', image: '/images/scenes/rooftop-solar.svg', icon: 'building' },
        ],
      },
    ],
    specs: ['materials', 'fasteners', 'ground', 'rooftop', 'tilt', 'wind', 'modules', 'layout', 'life', 'delivery'],
    related: ['solar-panels', 'solar-inverters', 'solar-electronics'],
  },
  {
    slug: 'battery-storage',
    group: 'storage',
    image: '/images/scenes/battery-storage.svg',
    service: 'battery-storage-systems',
    features: [
      { id: 'container', icon: 'warehouse' },
      { id: 'shift', icon: 'moon' },
      { id: 'peak', icon: 'trendingDown' },
      { id: 'backup', icon: 'shield' },
      { id: 'climate', icon: 'thermometer' },
      { id: 'integration', icon: 'network' },
    ],
    sections: [
      {
        kind: 'steps',
        id: 'day',
        items: [
          { id: 'morning', icon: 'sun' },
          { id: 'midday', icon: 'batteryCharging' },
          { id: 'evening', icon: 'trendingDown' },
          { id: 'night', icon: 'moon' },
        ],
      },
    ],
    specs: ['chemistry', 'capacity', 'duration', 'enclosure', 'thermal', 'fire', 'bms', 'pcs', 'cycles', 'warranty'],
    related: ['solar-inverters', 'gas-generators', 'solar-panels'],
  },
  {
    slug: 'lithium-batteries',
    group: 'storage',
    image: '/images/scenes/lithium-batteries.svg',
    service: 'battery-storage-systems',
    features: [
      { id: 'cycles', icon: 'refresh' },
      { id: 'usable', icon: 'battery' },
      { id: 'bms', icon: 'chip' },
      { id: 'chemistry', icon: 'shield' },
      { id: 'compact', icon: 'home' },
      { id: 'inverter', icon: 'plug' },
    ],
    sections: [
      {
        kind: 'comparison',
        id: 'compare',
        columns: ['lithium', 'leadAcid'],
        rows: ['usable', 'cycles', 'charging', 'heat', 'maintenance', 'weight'],
      },
    ],
    specs: ['chemistry', 'voltage', 'capacity', 'depth', 'cycles', 'bms', 'mounting', 'enclosure', 'temperature', 'warranty'],
    related: ['solar-inverters', 'solar-panels', 'solar-electronics'],
  },
  {
    slug: 'solar-caravan',
    group: 'specialized',
    image: '/images/scenes/caravan.svg',
    service: 'solar-power-systems',
    features: [
      { id: 'towable', icon: 'caravan' },
      { id: 'contained', icon: 'package' },
      { id: 'silent', icon: 'leaf' },
      { id: 'setup', icon: 'clock' },
      { id: 'loads', icon: 'gauge' },
      { id: 'support', icon: 'headset' },
    ],
    sections: [
      {
        kind: 'intro',
        id: 'uses',
        items: [
          { id: 'camps', icon: 'hardHat' },
          { id: 'events', icon: 'users' },
          { id: 'clinics', icon: 'health' },
          { id: 'emergency', icon: 'alarm' },
        ],
      },
    ],
    specs: ['platform', 'panels', 'storage', 'inverter', 'output', 'generator', 'display', 'noise', 'deployment', 'warranty'],
    related: ['solar-panels', 'lithium-batteries', 'solar-electronics'],
  },
  {
    slug: 'gas-generators',
    group: 'specialized',
    image: '/images/scenes/generator.svg',
    service: 'other',
    features: [
      { id: 'prime', icon: 'zap' },
      { id: 'standby', icon: 'shield' },
      { id: 'hybrid', icon: 'refresh' },
      { id: 'sizing', icon: 'gauge' },
      { id: 'cleaner', icon: 'leaf' },
      { id: 'service', icon: 'wrench' },
    ],
    sections: [
      {
        kind: 'steps',
        id: 'hybrid',
        items: [
          { id: 'solar', icon: 'sun' },
          { id: 'battery', icon: 'battery' },
          { id: 'generator', icon: 'fuel' },
          { id: 'recharge', icon: 'refresh' },
        ],
      },
    ],
    specs: ['fuel', 'power', 'duty', 'output', 'transfer', 'controller', 'parallel', 'enclosure', 'cooling', 'warranty'],
    related: ['battery-storage', 'solar-inverters', 'solar-panels'],
  },
  {
    slug: 'wind-turbine-gearboxes',
    group: 'specialized',
    image: '/images/scenes/gearbox.svg',
    service: 'wind-energy-solutions',
    features: [
      { id: 'load', icon: 'cog' },
      { id: 'match', icon: 'target' },
      { id: 'replacement', icon: 'refresh' },
      { id: 'lubrication', icon: 'droplets' },
      { id: 'sensors', icon: 'activity' },
      { id: 'logistics', icon: 'truck' },
    ],
    sections: [
      {
        kind: 'intro',
        id: 'service',
        items: [
          { id: 'oil', icon: 'droplets' },
          { id: 'vibration', icon: 'activity' },
          { id: 'borescope', icon: 'scan' },
          { id: 'ndt', icon: 'microscope' },
        ],
        actions: [{ href: '/solutions', label: 'solutions', style: 'secondary' }],
      },
    ],
    specs: ['type', 'ratio', 'input', 'output', 'rating', 'lubrication', 'bearings', 'sensors', 'interfaces', 'service'],
    related: ['battery-storage', 'solar-electronics', 'gas-generators'],
  },
  {
    slug: 'solar-electronics',
    group: 'specialized',
    image: '/images/scenes/solar-electronics.svg',
    service: 'solar-power-systems',
    features: [
      { id: 'controllers', icon: 'batteryCharging' },
      { id: 'optimisers', icon: 'trendingUp' },
      { id: 'protection', icon: 'shield' },
      { id: 'combiners', icon: 'cable' },
      { id: 'monitoring', icon: 'activity' },
      { id: 'custom', icon: 'circuit' },
    ],
    sections: [
      {
        kind: 'intro',
        id: 'custom',
        items: [
          { id: 'design', icon: 'chip' },
          { id: 'assembly', icon: 'factory' },
          { id: 'testing', icon: 'microscope' },
          { id: 'supply', icon: 'package' },
        ],
        actions: [{ href: '/electronics/ems', label: 'ems', style: 'secondary' }],
      },
    ],
    specs: ['controllers', 'optimisers', 'shutdown', 'surge', 'isolation', 'combiners', 'monitoring', 'enclosure', 'temperature', 'custom'],
    related: ['solar-inverters', 'lithium-batteries', 'solar-panels'],
  },
  {
    slug: 'ev-chargers',
    group: 'specialized',
    image: '/images/scenes/ev-charging.svg',
    service: 'ev-charging-infrastructure',
    features: [
      { id: 'ac', icon: 'plug' },
      { id: 'dc', icon: 'zap' },
      { id: 'solar', icon: 'sun' },
      { id: 'load', icon: 'gauge' },
      { id: 'access', icon: 'smartphone' },
      { id: 'planning', icon: 'mapPin' },
    ],
    sections: [
      {
        kind: 'comparison',
        id: 'compare',
        columns: ['ac', 'dc'],
        rows: ['power', 'time', 'connector', 'supply', 'fit'],
      },
    ],
    specs: ['ac', 'dc', 'connectors', 'outlets', 'protocol', 'load', 'protection', 'enclosure', 'access', 'mounting'],
    related: ['solar-panels', 'battery-storage', 'solar-inverters'],
  },
];

export function findEnergyProduct(slug: string): EnergyProduct | undefined {
  return energyProducts.find((product) => product.slug === slug);
}

export const productPath = (slug: string) => `/energy/products/${slug}`;
export const datasheetPath = (slug: string) => `/energy/products/${slug}/datasheet`;
export const productEnquiryPath = (product: EnergyProduct) => topicEnquiryPath('/energy/contact', `energy-products-${product.slug}`);
