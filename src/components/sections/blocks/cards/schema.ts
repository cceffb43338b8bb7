import { z } from 'zod';
import { actions, blockBase, heading, href, icon, imagePath, key, localized, localizedList } from '../fields';

/**
 * Cards, each linking on: its own words, or (`source`) another page's title and one-line card, so a catalogue never
 * repeats a product's words. Optional filter chips by category work without JavaScript.
 */
export const cardsSchema = z.object({
  kind: z.literal('cards'),
  ...blockBase,
  ...heading,
  items: z
    .array(
      z.object({
        id: key,
        /** The page whose title and card line this card shows (its document id); its own words are then unused. */
        source: z.string().max(120).optional(),
        title: localized.optional(),
        subtitle: localized.optional(),
        body: localized.optional(),
        features: localizedList.optional(),
        icon: icon.optional(),
        image: imagePath.optional(),
        href: href.optional(),
        category: key.optional(),
        highlight: z.boolean().optional(),
        /** Name/value figures under the words. */
        figures: z
          .array(z.object({ id: key, label: localized, value: localized }))
          .max(8)
          .optional(),
        /** Links listed under the words; a source card may leave a label to the source's own service titles. */
        links: z
          .array(z.object({ id: key, href, label: localized.optional() }))
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
