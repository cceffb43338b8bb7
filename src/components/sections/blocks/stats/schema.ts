import { z } from 'zod';
import { blockBase, heading, key, localized } from '../fields';

/** Key figures on a dark band: the figure ("99.9%", "1.2 MW"), what it counts, and a line under it. */
export const statsSchema = z.object({
  kind: z.literal('stats'),
  ...blockBase,
  ...heading,
  items: z.array(z.object({ id: key, value: localized, title: localized, body: localized.optional() })).max(8),
});
