import { z } from 'zod';
import { actions, blockBase, heading, icon, key, localized, localizedList } from '../fields';

/**
 * Why the group, on a band with a line pattern: the heading, points, buttons (the first in gold on the dark band)
 * and, beside them, cards with an icon, a title and a line.
 *
 * A card's text may name the group's figures as `{years}`, `{projects}` or `{countries}`: the page writes in the
 * figure from `siteConfig.landingStats` (the one place the trust band, the footer and the divisions' dialog read it
 * from), so a figure is never typed twice.
 */
export const capabilitiesSchema = z.object({
  kind: z.literal('capabilities'),
  ...blockBase,
  ...heading,
  points: localizedList.optional(),
  actions: actions.optional(),
  items: z.array(z.object({ id: key, icon, title: localized, body: localized })).max(8),
});
