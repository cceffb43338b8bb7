import { z } from 'zod';
import { caseStudyDivisions, caseStudySectors, caseStudySolutionLimit, caseStudySolutions } from '@/config/case-studies';
import { blockBase, heading, href, key, localized } from '../fields';

/**
 * A case study's facts (decision 018): what the listing files it under (division, sector, solutions) and what the
 * page states about the project: the client (none: "confidential client"), where and when, the results in figures,
 * and the products and services it involved. The listing reads its cards from this block of each published study.
 */
export const caseStudySchema = z.object({
  kind: z.literal('caseStudy'),
  ...blockBase,
  ...heading,
  division: z.enum(caseStudyDivisions),
  sector: z.enum(caseStudySectors),
  solutions: z.array(z.enum(caseStudySolutions)).min(1).max(caseStudySolutionLimit),
  /** Named only with the client's written permission; left out, the page says "confidential client". */
  client: localized.optional(),
  location: localized,
  /** The year the work was completed. */
  year: z
    .string()
    .regex(/^(19|20)\d\d$/)
    .optional(),
  figures: z
    .array(z.object({ id: key, label: localized, value: localized }))
    .max(6)
    .optional(),
  /** The products and services the project involved, each a link to its page. */
  links: z
    .array(z.object({ id: key, href, label: localized }))
    .max(8)
    .optional(),
});
