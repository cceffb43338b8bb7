import type { PageDefinition } from '@/components/sections/types';

/** The group's and the industrial solutions' pages described as data, by route id (`src/config/routes.ts`). */
export const groupPageDefinitions: Record<string, PageDefinition> = {};
