import { z } from 'zod';
import { blockBase, heading, itemBase } from '../fields';

/** A process as numbered steps. */
export const stepsSchema = z.object({ kind: z.literal('steps'), ...blockBase, ...heading, items: z.array(z.object(itemBase)).max(12) });
