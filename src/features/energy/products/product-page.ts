import type { Block, PageDefinition } from '@/components/sections/types';
import { datasheetPath, energyProducts, productEnquiryPath, productPath, type EnergyProduct } from './products';

/**
 * A product page (spec part 1 §2.12): hero with the fixed badge, features, the figures where the spec has them,
 * the product's own sections, key specifications, related products and the closing call to action whose
 * buttons lead to a prefilled quotation request and to the printable datasheet.
 */
export function productPage(product: EnergyProduct): PageDefinition {
  const quote = { href: productEnquiryPath(product), label: 'quote' };
  const datasheet = { href: datasheetPath(product.slug), label: 'datasheet' };
  const related = energyProducts.filter((other) => other.group === product.group && other.slug !== product.slug).slice(0, 3);
  const blocks: Block[] = [
    { kind: 'features', id: 'features', style: 'cards', columns: product.features.length % 3 === 0 ? 3 : 2, items: product.features },
    ...(product.stats ? [{ kind: 'stats', id: 'stats', items: product.stats } satisfies Block] : []),
    ...(product.sections ?? []),
    { kind: 'specs', id: 'specs', tone: 'muted', rows: product.specs, actions: [{ ...datasheet, style: 'secondary' }] },
    ...(related.length
      ? [
          {
            kind: 'cards',
            id: 'related',
            columns: 3,
            items: related.map((other) => ({
              id: other.slug,
              image: other.image,
              href: productPath(other.slug),
              source: `energyProducts.${other.slug}`,
            })),
          } satisfies Block,
        ]
      : []),
    { kind: 'cta', id: 'cta', actions: [quote, { ...datasheet, style: 'secondary' }] },
  ];
  return {
    namespace: `energyProducts.${product.slug}`,
    sharedNamespace: 'energyProducts.shared',
    enquiry: { service: product.service },
    accent: 'energy',
    hero: { image: product.image, badge: product.badge, back: '/energy/products', actions: [quote, datasheet] },
    blocks,
  };
}
