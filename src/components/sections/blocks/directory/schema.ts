import { z } from 'zod';
import { blockBase, icon, key, localized } from '../fields';

/**
 * A catalogue of services by category: a bar of links to the categories, then each category with its icon, heading
 * and line, and its services as cards. Each category's and service's key is its anchor (`#pcb-design`), which other
 * pages link to.
 */
export const directorySchema = z.object({
  kind: z.literal('directory'),
  ...blockBase,
  eyebrow: localized.optional(),
  title: localized.optional(),
  lead: localized.optional(),
  /** What the bar of category links is called for screen readers. */
  navLabel: localized,
  categories: z
    .array(
      z.object({
        id: key,
        icon: icon.optional(),
        title: localized,
        body: localized.optional(),
        services: z.array(z.object({ id: key, title: localized, body: localized.optional() })).max(30),
      }),
    )
    .max(20),
});
