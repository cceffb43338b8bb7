import { z } from 'zod';
import { blockBase, heading } from '../fields';

/**
 * The certificates of the page's division, from the certificates library (decision 016), under this heading: each
 * valid one as a card with its standard, scope, issuer, number, expiry and file. The page holds only the heading;
 * certificates are added, renewed and removed in the library, and leave every page on their expiry by themselves.
 */
export const certificatesSchema = z.object({
  kind: z.literal('certificates'),
  ...blockBase,
  ...heading,
});
