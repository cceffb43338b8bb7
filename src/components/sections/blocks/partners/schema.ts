import { z } from 'zod';
import { blockBase, localized } from '../fields';

/**
 * The partner logos the company lists (`public/images/partners/partners.json`) in endless strips from edge to edge,
 * two in opposite directions once there are twelve or more, under a centred heading. Left out while no logo is
 * listed (the trust band stands in).
 */
export const partnersSchema = z.object({ kind: z.literal('partners'), ...blockBase, title: localized, lead: localized.optional() });
