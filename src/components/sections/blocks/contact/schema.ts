import { z } from 'zod';
import { actions, blockBase, heading } from '../fields';

/** The company's phone and an e-mail (sales or general) with a button to the area's contact page. */
export const contactSchema = z.object({
  kind: z.literal('contact'),
  ...blockBase,
  ...heading,
  email: z.enum(['sales', 'general']),
  actions: actions.optional(),
});
