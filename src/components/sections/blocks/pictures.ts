/**
 * Rules about a page's pictures that the editor (in the browser) and the server both apply; types only from the
 * schema, so the editor's bundle does not carry zod for them.
 */
import type { PageDocument } from './document';
import type { Localized } from './fields';

/** Pictures staff uploaded live under `/media/`; the site's own artwork under `/images/`. */
export const isUploadedPicture = (path: unknown): boolean => typeof path === 'string' && path.startsWith('/media/');

/**
 * The picture a shared link to the page shows: the one chosen for it, else the hero's when that is a photograph
 * (link previews do not show drawings in SVG); undefined when there is none.
 */
export function sharedPictureOf(document: Pick<PageDocument, 'seo' | 'hero'>): { image: string; alt?: Localized } | undefined {
  if (document.seo.image) return { image: document.seo.image, alt: document.seo.alt };
  return /\.(webp|png|jpe?g)$/i.test(document.hero.image) ? { image: document.hero.image, alt: document.hero.alt } : undefined;
}
