/**
 * The field types every block's schema is built from (decision 011). A page's words are stored in both languages
 * side by side, `{ ar, en }`, so an editor sees and checks them together, and a translation missing from one side
 * is a property of the field rather than of two files. Everything else (ids, icons, artwork, links, sizes) is said
 * once. Drafts may hold empty words; `translationGaps` (./gaps.ts) refuses publishing while any is missing.
 */
import { z } from 'zod';
import { allServices } from '@/config/services';
import { icons, type IconName } from '../icons';

/** Longest text a field takes: a heading or a paragraph well past anything a section shows. */
export const textLimit = 4000;

/** Words in both languages. A required field is this; an optional one is this `.optional()`. */
export const localized = z
  .object({ ar: z.string().max(textLimit), en: z.string().max(textLimit) })
  // Named, so the editor's description of the schema (`z.toJSONSchema`) refers to one definition it draws as a pair.
  .meta({ id: 'localized' });
export type Localized = z.infer<typeof localized>;

/** Lines shown as a list or as paragraphs, each in both languages, edited and reordered together. */
export const localizedList = z.array(localized).max(60);

/** A key of a block, item, row or column: part of anchors and form values, so plain Latin. */
export const key = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9][a-zA-Z0-9-]*$/);

const iconNames = Object.keys(icons) as [IconName, ...IconName[]];
export const icon = z.enum(iconNames);

export const services = z.enum(allServices as unknown as [string, ...string[]]);

/** Site artwork or an uploaded picture: a path under the site (`/images/…`), never another origin. */
export const imagePath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[A-Za-z0-9._~\/-]+$/);

/**
 * A picture and what it shows, in both languages, for those who cannot see it. The site's own artwork decorates the
 * words beside it and may go without; an uploaded picture may not (`translationGaps` asks for both languages; `isUploadedPicture`, ./pictures.ts), since
 * nobody but its editor knows what it shows.
 */
export const picture = { image: imagePath.optional(), alt: localized.optional() };

/**
 * Where a button or link goes: a site path without the language prefix (`/energy/contact?service=…`), an anchor on
 * the page (`#specs`), or an address on the web (`https://…`). Nothing else, so no `javascript:` link can be stored.
 */
export const href = z
  .string()
  .max(500)
  .regex(/^(\/(?!\/)[^\s]*|#[A-Za-z0-9-]+|https:\/\/[^\s]+)$/);

export const action = z.object({ href, label: localized, style: z.enum(['primary', 'secondary']).optional() });
export type Action = z.infer<typeof action>;
export const actions = z.array(action).max(4);

/** The heading every section shows above its body. */
export const heading = { eyebrow: localized.optional(), title: localized, lead: localized.optional() };

/** What every block has: its key (also its anchor, `#id`) and its band's background. */
export const blockBase = { id: key, tone: z.enum(['plain', 'muted', 'dark', 'accent']).optional() };

/** The words of a card, feature, step or row of a block (a kind that shows the item's picture adds `picture`). */
export const itemBase = {
  id: key,
  icon: icon.optional(),
  title: localized,
  body: localized.optional(),
};

/**
 * A card or tile that links on: its own words, or (`source`) another page's title and card line, so a catalogue
 * never repeats a product's words.
 */
export const linkedItemBase = {
  id: key,
  /** The page whose title and card line this item shows (its document id); its own words are then unused. */
  source: z.string().max(120).optional(),
  title: localized.optional(),
  subtitle: localized.optional(),
  body: localized.optional(),
  features: localizedList.optional(),
  icon: icon.optional(),
  ...picture,
  href: href.optional(),
  highlight: z.boolean().optional(),
};
