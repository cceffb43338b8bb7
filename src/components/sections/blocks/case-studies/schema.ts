import { z } from 'zod';
import { blockBase, heading } from '../fields';

/**
 * The published case studies (decision 018) under this heading, as cards filtered by division, sector and solution
 * without JavaScript. The page holds only the heading: each study is an entry of its own, listed once published.
 */
export const caseStudiesSchema = z.object({
  kind: z.literal('caseStudies'),
  ...blockBase,
  ...heading,
});
