import { electronicsAboutSlugs, electronicsProductSlugs, emsServiceSlugs, energyApplicationSlugs, energyProductSlugs } from '@/config/routes';
import type { Namespace } from './config';

/**
 * Namespaces kept as a folder of one file per page (`messages/{lng}/{ns}/{part}.json`), merged as
 * `{ [part]: … }`: page families whose copy would otherwise make one very long file. The parts follow the
 * route registry's slugs, plus the family's index and shared strings. Server and tests only (it reads the
 * route registry, which stays out of client bundles).
 */
export const namespaceParts: Partial<Record<Namespace, readonly string[]>> = {
  energyProducts: ['catalogue', 'shared', ...energyProductSlugs],
  energyApplications: ['overview', ...energyApplicationSlugs],
  electronicsEms: ['landing', 'shared', ...emsServiceSlugs],
  electronicsAbout: ['about', ...electronicsAboutSlugs],
  electronicsProducts: ['catalogue', ...electronicsProductSlugs],
  groupPages: ['about', 'case-studies', 'certifications', 'solutions', 'solutions-services'],
};
