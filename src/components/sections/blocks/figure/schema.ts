import { z } from 'zod';
import { blockBase, heading, imagePath, localized } from '../fields';

/** One diagram or picture with its description for screen readers and an optional caption. */
export const figureSchema = z.object({
  kind: z.literal('figure'),
  ...blockBase,
  ...heading,
  image: imagePath,
  alt: localized,
  caption: localized.optional(),
});
