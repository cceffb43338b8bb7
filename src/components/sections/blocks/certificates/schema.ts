import { z } from 'zod';
import { blockBase, heading, itemBase } from '../fields';

/** Certificate cards: the standard ("ISO 9001:2015"), what it covers, and the certificate's picture in a viewer. */
export const certificatesSchema = z.object({
  kind: z.literal('certificates'),
  ...blockBase,
  ...heading,
  items: z.array(z.object({ ...itemBase, standard: z.string().max(80).optional() })).max(12),
});
