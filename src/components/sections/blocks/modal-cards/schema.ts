import { z } from 'zod';
import { blockBase, heading, itemBase, localized, localizedList, picture } from '../fields';

/** Cards that open a dialog with the picture, subtitle, description, features and a concluding line. */
export const modalCardsSchema = z.object({
  kind: z.literal('modalCards'),
  ...blockBase,
  ...heading,
  items: z
    .array(
      z.object({ ...itemBase, ...picture, subtitle: localized.optional(), features: localizedList.optional(), conclusion: localized.optional() }),
    )
    .max(16),
});
