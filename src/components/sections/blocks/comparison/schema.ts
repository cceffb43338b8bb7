import { z } from 'zod';
import { blockBase, heading, imagePath, key, localized } from '../fields';

/** A table comparing options column by column, with an optional diagram under it that opens full screen. */
export const comparisonSchema = z.object({
  kind: z.literal('comparison'),
  ...blockBase,
  ...heading,
  columns: z
    .array(z.object({ id: key, label: localized }))
    .min(1)
    .max(6),
  /** Each row's name and its cells, one per column in the columns' order. */
  rows: z.array(z.object({ id: key, label: localized, cells: z.array(localized).max(6) })).max(40),
  figure: z.object({ image: imagePath, alt: localized, caption: localized }).optional(),
});
