import type { Block, PageDefinition } from '@/components/sections/types';
import { datasheetPath, energyProducts, findEnergyProduct, productEnquiryPath, productPath, type EnergyProduct } from './products';

/**
 * A product page (spec part 1 §2.12): hero with the fixed badge, features, the figures where the product has
 * them, the product's own sections, key specifications, related products and the closing call to action whose
 * buttons lead to a prefilled quotation request and to the printable datasheet.
 */
export function productPage(product: EnergyProduct): PageDefinition {
  const quote = { href: productEnquiryPath(product), label: 'quote' };
  const datasheet = { href: datasheetPath(product.slug), label: 'datasheet' };
  const related = relatedProducts(product);
  const blocks: Block[] = [
    { kind: 'features', id: 'features', style: 'cards', columns: product.features.length % 3 === 0 ? 3 : 2, items: product.features },
    ...(product.stats ? [{ kind: 'stats', id: 'stats', items: product.stats } satisfies Block] : []),
    ...(product.sections ?? []),
    { kind: 'specs', id: 'specs', rows: product.specs, actions: [{ ...datasheet, style: 'secondary' }] },
    ...(related.length
      ? [
          {
            kind: 'cards',
            id: 'related',
            columns: related.length % 2 === 0 ? 2 : 3,
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
    hero: { image: product.image, back: '/energy/products', actions: [quote, datasheet] },
    blocks: alternateTones(blocks),
  };
}

/** The products named by `related`, else up to three others of the same group. */
function relatedProducts(product: EnergyProduct): EnergyProduct[] {
  if (product.related) return product.related.map((slug) => findEnergyProduct(slug)).filter((other) => other !== undefined);
  return energyProducts.filter((other) => other.group === product.group && other.slug !== product.slug).slice(0, 3);
}

/**
 * Bands alternate whatever sections a product has: figures are dark, the closing call to action is the accent,
 * and every other block without a tone of its own is plain or muted, whichever the band above it is not.
 */
function alternateTones(blocks: Block[]): Block[] {
  let last: 'plain' | 'muted' = 'muted';
  return blocks.map((block) => {
    const tone = block.tone ?? (block.kind === 'stats' ? 'dark' : block.kind === 'cta' ? 'accent' : last === 'plain' ? 'muted' : 'plain');
    if (tone === 'plain' || tone === 'muted') last = tone;
    return { ...block, tone };
  });
}
