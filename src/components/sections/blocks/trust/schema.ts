import { z } from 'zod';
import { blockBase, heading, icon, key, localized } from '../fields';

/**
 * What is true about the group, shown while no partner logos are listed (the partners block then stands aside): the
 * group's figures and the certificates it holds, both from `components/layout/trust-signals` (the footer shows them
 * too; here are only their labels), and the sectors the group serves.
 */
export const trustSchema = z.object({
  kind: z.literal('trust'),
  ...blockBase,
  ...heading,
  /** `title` is read out to screen readers only, above the figures. */
  figures: z.object({ title: localized, years: localized, projects: localized, countries: localized }),
  /** What each certificate covers, under its standard. */
  certificates: z.object({ title: localized, quality: localized, environment: localized, safety: localized }),
  sectors: z.object({
    title: localized,
    items: z.array(z.object({ id: key, icon, title: localized })).max(16),
  }),
});
