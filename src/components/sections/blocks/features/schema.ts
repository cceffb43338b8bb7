import { z } from 'zod';
import { actions, blockBase, heading, itemBase, localizedList, picture } from '../fields';

/** Features as bordered cards, icon rows in two columns, large numbered steps or a compact check list. */
export const featuresSchema = z.object({
  kind: z.literal('features'),
  ...blockBase,
  ...heading,
  items: z.array(z.object({ ...itemBase, features: localizedList.optional() })).max(24),
  style: z.enum(['cards', 'list', 'numbered', 'checks']).optional(),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  /** Artwork beside the list (list and checks styles). */
  ...picture,
  actions: actions.optional(),
});
