import { z } from 'zod';
import { actions, blockBase, heading, key, localized } from '../fields';

/** A long specification table with a search box and category chips (the chips work without JavaScript). */
export const specTableSchema = z.object({
  kind: z.literal('specTable'),
  ...blockBase,
  ...heading,
  columns: z.object({ label: localized, value: localized, category: localized }),
  /** Chips: "all" first, then one per category. */
  filters: z
    .array(z.object({ value: key, label: localized }))
    .min(1)
    .max(16),
  rows: z.array(z.object({ id: key, category: key, label: localized, value: localized })).max(120),
  actions: actions.optional(),
});
