import { z } from 'zod';
import { actions, blockBase, heading, href, icon, imagePath, key, localized, localizedList } from '../fields';

/**
 * The group's divisions as the landing page presents them (spec part 1 §2.3): a card per division (picture, icon in
 * the division's colour, name, description, its first three capability lines and a link to the division's home).
 * On a phone a card opens a dialog instead, with the picture, the description, the group's figures (from
 * `siteConfig.landingStats`; their labels are `figures`) and two buttons: the division's overview and a quotation request.
 * Under the cards, the block's buttons (outlined, centred).
 */
/** How many of a division's capabilities its card shows. */
export const capabilitiesOnCard = 3;

export const divisionsSchema = z.object({
  kind: z.literal('divisions'),
  ...blockBase,
  ...heading,
  items: z
    .array(
      z.object({
        id: key,
        /** The division's colour, worn by its icon, bullets and link. */
        accent: z.enum(['energy', 'electronics', 'solutions']),
        icon,
        image: imagePath,
        alt: localized.optional(),
        title: localized,
        body: localized,
        /** The division's capabilities; the card shows the first three. */
        features: localizedList,
        /** The division's home, where the card leads. */
        href,
        /** The division's overview, where the phone dialog's first button leads. */
        overview: href,
      }),
    )
    .min(1)
    .max(6),
  /** The link line at the foot of each card. */
  cardLink: localized,
  /** The phone dialog's words: its two buttons and its close button. */
  overlay: z.object({
    explore: localized,
    request: z.object({ href, label: localized }),
    close: localized,
  }),
  /** What the group's figures in the phone dialog count. */
  figures: z.object({ years: localized, projects: localized, countries: localized }),
  actions: actions.optional(),
});
