import type { PageDefinition } from '@/components/sections/types';
import { electronicsAboutPages } from './about';
import { pcbaAssemblyPage, pcbManufacturingPage } from './ems/boards';
import { emsLandingPage } from './ems/landing';
import { emsServicePages } from './ems/services';
import { electronicsHomePage } from './home';
import { electronicsProductPages } from './products';
import { rdPage } from './rd';

/** The electronics pages described as data, by route id (`src/config/routes.ts`). */
export const electronicsPageDefinitions: Record<string, PageDefinition> = {
  'electronics-home': electronicsHomePage,
  'electronics-ems': emsLandingPage,
  'electronics-rd': rdPage,
  'electronics-ems-pcb-manufacturing': pcbManufacturingPage,
  'electronics-ems-pcba-assembly': pcbaAssemblyPage,
  ...emsServicePages,
  ...electronicsAboutPages,
  ...electronicsProductPages,
};
