/**
 * The energy product catalogue as data (spec part 1 §2.12): one entry per product page. The words of
 * each product are in `messages/{lng}/energyProducts/{slug}.json`; adding a product is an entry here,
 * its copy, and its slug in the route registry.
 */
import type { IconName } from '@/components/sections/icons';
import type { Block } from '@/components/sections/types';
import type { energyProductSlugs } from '@/config/routes';
import { topicEnquiryPath } from '@/features/contact/topic-path';
import type { ServiceKey } from '@/features/leads/forms';

export type EnergyProductSlug = (typeof energyProductSlugs)[number];

export type EnergyProduct = {
  slug: EnergyProductSlug;
  /** Catalogue group (copy `energyProducts.catalogue.groups.{group}`). */
  group: 'core' | 'storage' | 'specialized';
  image: string;
  /** The spec's fixed badge, where the product has one. */
  badge?: string;
  /** The service the energy enquiry form opens with. */
  service: ServiceKey;
  /** Feature ids and icons (copy `features.items.{id}`): at least four. */
  features: { id: string; icon: IconName }[];
  /** Figures shown under the features (copy `stats.items.{id}`), where the spec has them. */
  stats?: { id: string; value: string }[];
  /** Sections of their own between the features and the specifications (e.g. ground-mount and rooftop). */
  sections?: Block[];
  /** Rows of the specification table and the datasheet (copy `specs.rows.{id}.label` / `.value`). */
  specs: string[];
};

export const energyProducts: readonly EnergyProduct[] = [
  {
    slug: 'solar-panels',
    group: 'core',
    image: '/images/scenes/solar-panel-module.svg',
    badge: '700W',
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
      { id: 'fewer', value: '−20%' },
      { id: 'life', value: '30' },
    ],
    specs: ['power', 'cell', 'efficiency', 'bifaciality', 'dimensions', 'glass', 'frame', 'junction', 'temperature', 'warranty'],
  },
];

export function findEnergyProduct(slug: string): EnergyProduct | undefined {
  return energyProducts.find((product) => product.slug === slug);
}

export const productPath = (slug: string) => `/energy/products/${slug}`;
export const datasheetPath = (slug: string) => `/energy/products/${slug}/datasheet`;
export const productEnquiryPath = (product: EnergyProduct) => topicEnquiryPath('/energy/contact', `energy-products-${product.slug}`);
