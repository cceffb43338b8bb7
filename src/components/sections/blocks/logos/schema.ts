import { z } from 'zod';
import { blockBase, heading, localized } from '../fields';

/**
 * The partner logos the company lists (`public/images/partners/partners.json`), under the heading, with an optional
 * line under them. The section is left out while no logo is listed.
 */
export const logosSchema = z.object({ kind: z.literal('logos'), ...blockBase, ...heading, note: localized.optional() });
