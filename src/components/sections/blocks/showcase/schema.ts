import { z } from 'zod';
import { blockBase, heading, itemBase, localized, localizedList } from '../fields';

/** An app's features as tabs, each drawn on a phone screen beside its words. */
export const showcaseSchema = z.object({
  kind: z.literal('showcase'),
  ...blockBase,
  ...heading,
  items: z
    .array(z.object({ ...itemBase, subtitle: localized.optional(), features: localizedList.optional(), screen: localizedList.optional() }))
    .max(8),
});
