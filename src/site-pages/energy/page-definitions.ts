import type { PageDefinition } from '@/components/sections/types';
import { energyAboutPage, energyCertificationsPage } from './about';
import { energyAppPage } from './app';
import { agriculturalSolutionsPage } from './applications/agricultural-solutions';
import { industrialSolutionsPage } from './applications/industrial-solutions';
import { applicationsOverviewPage } from './applications/overview';
import { solarHeatingCoolingPage } from './applications/solar-heating-cooling';
import { solarLightingPage } from './applications/solar-lighting';
import { solarMonitoringPage } from './applications/solar-monitoring';
import { solarPowerSystemsPage } from './applications/solar-power-systems';
import { solarTelecommunicationsPage } from './applications/solar-telecommunications';
import { windEnergySolutionsPage } from './applications/wind-energy-solutions';
import { energyHomePage } from './home';
import { energyPartnersPage, risenPartnerPage } from './partners';
import { productCataloguePage } from './products/catalogue';
import { productPage } from './products/product-page';
import { energyProducts } from './products/products';

/** The energy pages described as data, by route id (`src/config/routes.ts`). */
export const energyPageDefinitions: Record<string, PageDefinition> = {
  'energy-home': energyHomePage,
  'energy-about': energyAboutPage,
  'energy-about-certifications': energyCertificationsPage,
  'energy-partners': energyPartnersPage,
  'energy-partners-risen': risenPartnerPage,
  'energy-app': energyAppPage,
  'energy-products': productCataloguePage,
  ...Object.fromEntries(energyProducts.map((product) => [`energy-products-${product.slug}`, productPage(product)])),
  'energy-applications-overview': applicationsOverviewPage,
  'energy-applications-solar-power-systems': solarPowerSystemsPage,
  'energy-applications-agricultural-solutions': agriculturalSolutionsPage,
  'energy-applications-industrial-solutions': industrialSolutionsPage,
  'energy-applications-wind-energy-solutions': windEnergySolutionsPage,
  'energy-applications-solar-heating-cooling': solarHeatingCoolingPage,
  'energy-applications-solar-telecommunications': solarTelecommunicationsPage,
  'energy-applications-solar-lighting': solarLightingPage,
  'energy-applications-solar-monitoring': solarMonitoringPage,
};
