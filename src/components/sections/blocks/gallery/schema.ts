import { z } from 'zod';
import { blockBase, heading, key, localized, picture } from '../fields';

/** Pictures in a grid, each with an optional caption, each opening at full size. An item without a picture is not shown. */
export const gallerySchema = z.object({
  kind: z.literal('gallery'),
  ...blockBase,
  ...heading,
  items: z.array(z.object({ id: key, ...picture, caption: localized.optional() })).max(24),
});
