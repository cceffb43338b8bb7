/**
 * The services a visitor can ask about, by enquiry form (the forms themselves: `features/leads/field-rules.ts`).
 * Plain data at the bottom layer, so page definitions (`components/sections/types.ts`) can name a service too.
 */

export const electronicsServices = [
  'pcba-manufacturing',
  'power-energy-products',
  'medical-electronics',
  'fire-safety-systems',
  'smart-lighting',
  'home-appliances',
  'educational-systems',
  'control-systems',
  'communications-iot',
  'military-defense',
  'custom-solutions',
  'technical-support',
] as const;

export const groupServices = [
  ...electronicsServices,
  'solar-power-systems',
  'wind-energy-solutions',
  'battery-storage-systems',
  'agricultural-solutions',
  'industrial-solutions',
  'ev-charging-infrastructure',
  'energy-consulting',
  'maintenance-support',
  'other',
] as const;

export const energyContactServices = [
  'solar-power-systems',
  'battery-storage-systems',
  'ev-charging-infrastructure',
  'wind-energy-solutions',
  'agricultural-solutions',
  'industrial-solutions',
  'solar-monitoring',
  'maintenance-support',
  'other',
] as const;

export const energyHomeServices = ['residential', 'commercial', 'industrial'] as const;

export const allServices = [...new Set([...groupServices, ...energyContactServices, ...energyHomeServices])];
export type ServiceKey = (typeof allServices)[number];
