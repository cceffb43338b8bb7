import { z } from 'zod';
import { blockBase, heading, itemBase, key, localized, localizedList, picture } from '../fields';

/** Picture and words side by side, alternating sides; each row may carry features and a pair of labelled badges. */
export const mediaSchema = z.object({
  kind: z.literal('media'),
  ...blockBase,
  ...heading,
  /** The badges' names; each row gives their values. */
  badges: z
    .array(z.object({ id: key, label: localized }))
    .max(3)
    .optional(),
  items: z
    .array(
      z.object({
        ...itemBase,
        ...picture,
        subtitle: localized.optional(),
        features: localizedList.optional(),
        badges: z.record(key, localized).optional(),
      }),
    )
    .max(12),
});
