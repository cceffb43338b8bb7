/**
 * The eight energy applications (spec part 2 §2.11) as data: their category (the energy home's filter chips
 * and the overview's groups), artwork and the service an enquiry about them opens with. Each page's
 * blocks are in its own module beside this one, its words in `messages/{lng}/energyApplications/{slug}.json`.
 */
import type { energyApplicationSlugs } from '@/config/routes';
import type { ServiceKey } from '@/features/leads/forms';

export type EnergyApplicationSlug = (typeof energyApplicationSlugs)[number];

/** Seven categories (copy `energyApplications.overview.categories.{id}`), in the order the chips show them. */
export const applicationCategories = ['solar', 'agriculture', 'industry', 'wind', 'thermal', 'telecom', 'lighting'] as const;
export type ApplicationCategory = (typeof applicationCategories)[number];

export type EnergyApplication = { slug: EnergyApplicationSlug; category: ApplicationCategory; image: string; service: ServiceKey };

export const energyApplications: readonly EnergyApplication[] = [
  { slug: 'solar-power-systems', category: 'solar', image: '/images/scenes/rooftop-solar.svg', service: 'solar-power-systems' },
  { slug: 'agricultural-solutions', category: 'agriculture', image: '/images/scenes/agriculture.svg', service: 'agricultural-solutions' },
  { slug: 'industrial-solutions', category: 'industry', image: '/images/scenes/industrial-solar.svg', service: 'industrial-solutions' },
  { slug: 'wind-energy-solutions', category: 'wind', image: '/images/scenes/wind-coast.svg', service: 'wind-energy-solutions' },
  { slug: 'solar-heating-cooling', category: 'thermal', image: '/images/scenes/heating-cooling.svg', service: 'solar-power-systems' },
  { slug: 'solar-telecommunications', category: 'telecom', image: '/images/scenes/telecom.svg', service: 'solar-power-systems' },
  { slug: 'solar-lighting', category: 'lighting', image: '/images/scenes/solar-lighting.svg', service: 'solar-power-systems' },
  { slug: 'solar-monitoring', category: 'solar', image: '/images/scenes/monitoring.svg', service: 'solar-monitoring' },
];

export const applicationPath = (slug: string) => `/energy/applications/${slug}`;
export const applicationRouteId = (slug: string) => `energy-applications-${slug}`;

export function findEnergyApplication(slug: EnergyApplicationSlug): EnergyApplication {
  return energyApplications.find((application) => application.slug === slug)!;
}
