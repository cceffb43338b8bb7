import { z } from 'zod';
import { blockBase, key, localized } from '../fields';
import { panelBlockSchema } from '../panel-blocks';

/** Blocks grouped in tabs (the chosen tab is in the address; without JavaScript every panel shows). */
export const tabsSchema = z.object({
  kind: z.literal('tabs'),
  ...blockBase,
  eyebrow: localized.optional(),
  /** Shown as the section's heading when present; otherwise the tabs are named by a generic label. */
  title: localized.optional(),
  lead: localized.optional(),
  tabs: z
    .array(z.object({ id: key, label: localized, blocks: z.array(panelBlockSchema).max(12) }))
    .min(1)
    .max(8),
});
