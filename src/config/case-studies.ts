/**
 * What case studies are filed under (decision 018): the division that did the work, the customer's sector and the
 * solutions delivered. Closed lists, so the listing's filters are the same words on every study and in both
 * languages (`sections.caseStudies` names them); a study takes one division, one sector and up to four solutions.
 */

export const caseStudyDivisions = ['energy', 'electronics', 'solutions'] as const;
export type CaseStudyDivision = (typeof caseStudyDivisions)[number];

export const caseStudySectors = [
  'manufacturing',
  'oil-gas',
  'utilities',
  'telecom',
  'healthcare',
  'agriculture',
  'infrastructure',
  'commercial',
  'government',
] as const;
export type CaseStudySector = (typeof caseStudySectors)[number];

/** Solutions by the division that delivers them, in the order the filter lists them. */
export const caseStudySolutions = [
  'rooftop-solar',
  'solar-plants',
  'battery-storage',
  'ev-charging',
  'wind-energy',
  'energy-monitoring',
  'product-design',
  'pcba',
  'box-build',
  'testing',
  'maintenance',
  'ndt-inspection',
  'reverse-engineering',
  'custom-engineering',
] as const;
export type CaseStudySolution = (typeof caseStudySolutions)[number];

export const caseStudySolutionLimit = 4;
