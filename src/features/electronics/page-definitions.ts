import type { PageDefinition } from '@/components/sections/types';
import { electronicsAboutPages } from './about';
import { emsServicePages } from './ems/services';
import { electronicsHomePage } from './home';
import { electronicsProductPages } from './products';

/** The electronics pages described as data, by route id (`src/config/routes.ts`). */
export const electronicsPageDefinitions: Record<string, PageDefinition> = {
  'electronics-home': electronicsHomePage,
  ...emsServicePages,
  ...electronicsAboutPages,
  ...electronicsProductPages,
};
