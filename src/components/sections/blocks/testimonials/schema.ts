import { z } from 'zod';
import { blockBase, heading, key, localized } from '../fields';

/** What clients said: the quote, the speaker's role and company. Only real, confirmed quotes belong here. */
export const testimonialsSchema = z.object({
  kind: z.literal('testimonials'),
  ...blockBase,
  ...heading,
  items: z.array(z.object({ id: key, quote: localized, role: localized, company: localized })).max(12),
});
