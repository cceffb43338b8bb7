import { z } from 'zod';
import { blockBase, heading, icon, key, localized, picture } from '../fields';

/** A monitoring panel drawn in HTML: readings with their state, beside the heading and a picture. */
export const dashboardSchema = z.object({
  kind: z.literal('dashboard'),
  ...blockBase,
  ...heading,
  panel: localized,
  note: localized.optional(),
  ...picture,
  items: z
    .array(z.object({ id: key, title: localized, value: localized, status: z.enum(['normal', 'success']).optional(), icon: icon.optional() }))
    .max(12),
});
