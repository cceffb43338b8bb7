import type { PageDefinition } from '@/components/sections/types';
import { aboutPage, certificationsPage } from './about';
import { solutionsPage, solutionsServicesPage } from './solutions';

/** The group's and the industrial solutions' pages described as data, by route id (`src/config/routes.ts`). */
export const groupPageDefinitions: Record<string, PageDefinition> = {
  solutions: solutionsPage,
  'solutions-services': solutionsServicesPage,
  about: aboutPage,
  certifications: certificationsPage,
};
