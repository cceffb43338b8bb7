import { z } from 'zod';
import { actions, blockBase, heading, linkedItemBase } from '../fields';

/** Tiles of three sizes in a grid (large shows four features, medium two, small none), each linking on (`linkedItemBase`). */
export const bentoSchema = z.object({
  kind: z.literal('bento'),
  ...blockBase,
  ...heading,
  items: z
    .array(
      z.object({
        ...linkedItemBase,
        size: z.enum(['large', 'medium', 'small']).optional(),
      }),
    )
    .max(24),
  columns: z.union([z.literal(3), z.literal(4)]).optional(),
  actions: actions.optional(),
});
