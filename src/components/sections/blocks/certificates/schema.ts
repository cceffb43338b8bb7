import { z } from 'zod';
import { blockBase, heading, imagePath, itemBase } from '../fields';

/**
 * Certificate cards: the standard ("ISO 9001:2015"), what it covers, and the certificate's picture in a viewer, which
 * the certificate's name describes.
 */
export const certificatesSchema = z.object({
  kind: z.literal('certificates'),
  ...blockBase,
  ...heading,
  items: z.array(z.object({ ...itemBase, image: imagePath.optional(), standard: z.string().max(80).optional() })).max(12),
});
