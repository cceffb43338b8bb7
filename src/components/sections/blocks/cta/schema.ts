import { z } from 'zod';
import { actions, blockBase, localized } from '../fields';

/** A closing call to action: a large heading, a line under it and the buttons. */
export const ctaSchema = z.object({ kind: z.literal('cta'), ...blockBase, title: localized, lead: localized.optional(), actions });
