import { z } from 'zod';
import { actions, blockBase, heading, localized } from '../fields';

/**
 * A closing call to action with three tiles: the company's phone and e-mail (from `siteConfig`, so they are changed in
 * one place), and its address as the page words it, linked to the map; then the buttons.
 */
export const contactTilesSchema = z.object({
  kind: z.literal('contactTiles'),
  ...blockBase,
  ...heading,
  /** The tiles' labels, and the address the third shows. */
  tiles: z.object({ phone: localized, email: localized, visit: localized, address: localized }),
  actions: actions.optional(),
});
