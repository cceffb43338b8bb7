import { z } from 'zod';
import { actions, blockBase, heading, href, icon, imagePath, key, localized, localizedList } from '../fields';

/** Tiles of three sizes in a grid (large shows four features, medium two, small none), each linking on. */
export const bentoSchema = z.object({
  kind: z.literal('bento'),
  ...blockBase,
  ...heading,
  items: z
    .array(
      z.object({
        id: key,
        /** The page whose title and card line this tile shows (its document id). */
        source: z.string().max(120).optional(),
        title: localized.optional(),
        subtitle: localized.optional(),
        body: localized.optional(),
        features: localizedList.optional(),
        size: z.enum(['large', 'medium', 'small']).optional(),
        icon: icon.optional(),
        image: imagePath.optional(),
        href: href.optional(),
        highlight: z.boolean().optional(),
      }),
    )
    .max(24),
  columns: z.union([z.literal(3), z.literal(4)]).optional(),
  actions: actions.optional(),
});
