import { z } from 'zod';
import { blockBase, heading, key, localized } from '../fields';

/** Milestones by year. */
export const timelineSchema = z.object({
  kind: z.literal('timeline'),
  ...blockBase,
  ...heading,
  items: z.array(z.object({ id: key, year: localized, title: localized, body: localized.optional() })).max(30),
});
