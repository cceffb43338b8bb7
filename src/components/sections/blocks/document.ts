/**
 * A page's content document (decision 011): its hero, its blocks and every block's words in both languages, the
 * line its cards show elsewhere, its search-engine title and description, and what an enquiry about it says.
 */
import { z } from 'zod';
import { actions, href, imagePath, key, localized, picture, services } from './fields';
import { blockSchema } from './schema';

export const heroSchema = z.object({
  /**
   * `banner`: the inner pages' full-width band, artwork behind the words (legal pages, tools, contact); `split` (the
   * default): artwork framed beside them. A video or slideshow below takes the place of either.
   */
  layout: z.enum(['split', 'banner']).optional(),
  eyebrow: localized.optional(),
  title: localized,
  lead: localized.optional(),
  /** A figure the hero wears beside the title, e.g. a product's "700 W". */
  badge: localized.optional(),
  image: imagePath,
  /** What the framed artwork of the split hero shows (the banner's, the video's poster and the slides' are backdrops). */
  alt: localized.optional(),
  /** A full-screen looping video behind the hero instead of the framed artwork (the image is its poster). */
  video: z
    .array(z.object({ src: imagePath, type: z.string().regex(/^video\/[a-z0-9.+-]+$/) }))
    .max(3)
    .optional(),
  /** The video hero's line at its foot that leads on to the page's first section ("Scroll to explore"). */
  scrollHint: localized.optional(),
  /** A full-height slideshow instead of the split hero; the hero's title stays the page's heading. */
  slides: z
    .array(z.object({ id: key, image: imagePath, title: localized, lead: localized.optional() }))
    .max(8)
    .optional(),
  /** Further artwork the split hero's frame turns through after `image`. */
  rotate: z.array(imagePath).max(8).optional(),
  /** Crop of the artwork at small widths (CSS object-position). */
  focus: z
    .string()
    .max(40)
    .regex(/^[a-z0-9% ]+$/)
    .optional(),
  /** A back link above the title. */
  back: z.object({ href, label: localized }).optional(),
  actions: actions.optional(),
});
export type Hero = z.infer<typeof heroSchema>;

/**
 * What search engines and link previews read: the title and description, and optionally the picture a shared link
 * shows (else the hero's, when it is a photograph), another address that is this page's canonical one, and
 * `noindex` to keep the page out of search results and the sitemap.
 */
export const seoSchema = z.object({
  title: localized,
  description: localized,
  ...picture,
  /** The address search engines should list instead of this one: a path on this site or an `https://` address. */
  canonical: z
    .string()
    .max(500)
    .regex(/^(\/(?!\/)[^\s#?]*|https:\/\/[^\s]+)$/)
    .optional(),
  noindex: z.boolean().optional(),
});
export type Seo = z.infer<typeof seoSchema>;

export const pageDocumentSchema = z.object({
  /** The page's route id (`src/config/routes.ts`), e.g. `energy.products.solar-panels`. */
  id: z.string().min(1).max(120),
  /** Whose accent, pattern and buttons the page wears. */
  accent: z.enum(['group', 'heritage', 'energy', 'electronics', 'solutions']),
  seo: seoSchema,
  /** The one line a card about this page shows in catalogues and indexes. */
  card: localized.optional(),
  /** The page can be asked about: its buttons open the enquiry with this service and sentence. */
  enquiry: z.object({ service: services, sentence: localized.optional() }).optional(),
  hero: heroSchema,
  blocks: z.array(blockSchema).max(40),
});
export type PageDocument = z.infer<typeof pageDocumentSchema>;
