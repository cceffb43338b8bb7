import { z } from 'zod';
import { actions, blockBase, heading, href, key, linkedItemBase, localized } from '../fields';

/** Cards, each linking on (`linkedItemBase`), with optional filter chips by category that work without JavaScript. */
export const cardsSchema = z.object({
  kind: z.literal('cards'),
  ...blockBase,
  ...heading,
  items: z
    .array(
      z.object({
        ...linkedItemBase,
        category: key.optional(),
        /** Name/value figures under the words. */
        figures: z
          .array(z.object({ id: key, label: localized, value: localized }))
          .max(8)
          .optional(),
        /** Links listed under the words, each to its own page or anchor. */
        links: z
          .array(z.object({ id: key, href, label: localized }))
          .max(12)
          .optional(),
      }),
    )
    .max(40),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  /** Filter chips: "all" first, then one per category, with their labels. */
  filters: z
    .array(z.object({ value: key, label: localized }))
    .max(12)
    .optional(),
  actions: actions.optional(),
});
