import type { PageDefinition } from '@/components/sections/types';
import { productPage } from './products/product-page';
import { energyProducts } from './products/products';

/** The energy pages described as data, by route id (`src/config/routes.ts`). */
export const energyPageDefinitions: Record<string, PageDefinition> = {
  ...Object.fromEntries(energyProducts.map((product) => [`energy-products-${product.slug}`, productPage(product)])),
};
