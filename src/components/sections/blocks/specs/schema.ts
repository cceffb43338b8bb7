import { z } from 'zod';
import { actions, blockBase, heading, key, localized } from '../fields';

/** Label and value rows, in two columns from medium screens. */
export const specsSchema = z.object({
  kind: z.literal('specs'),
  ...blockBase,
  ...heading,
  rows: z.array(z.object({ id: key, label: localized, value: localized })).max(60),
  actions: actions.optional(),
});
