/**
 * Pages described as data (section library, `src/components/sections/types.ts`), by route id. A registry
 * page found here is composed from its blocks; one not found here renders the generic standard page.
 */
import type { PageDefinition } from '@/components/sections/types';
import { electronicsPageDefinitions } from '@/site-pages/electronics/page-definitions';
import { energyPageDefinitions } from '@/site-pages/energy/page-definitions';
import { groupPageDefinitions } from '@/site-pages/group/page-definitions';

const definitions: Record<string, PageDefinition> = { ...groupPageDefinitions, ...energyPageDefinitions, ...electronicsPageDefinitions };

export function pageDefinitionFor(routeId: string): PageDefinition | undefined {
  return definitions[routeId];
}

export function allPageDefinitions(): [routeId: string, definition: PageDefinition][] {
  return Object.entries(definitions);
}
