import 'server-only';
import { unstable_cache } from 'next/cache';
import type { PageDocument } from '@/components/sections/blocks/document';
import { isUploadedPicture } from '@/components/sections/blocks/pictures';
import { getDatabase } from '@/db';
import { mediaTag } from '@/features/media/tag';
import { pictureLooks, type PictureLook } from '@/features/media/store.server';
import { log } from '@/lib/log';

/** The library's crops and revisions, kept until a picture is described, replaced or deleted (the media tag). */
const looks = unstable_cache(async () => [...(await pictureLooks((await getDatabase()).db))], ['picture-looks'], { tags: [mediaTag] });

/**
 * A page as the media library says its uploaded pictures look (decision 019): each replaced picture's address names
 * its revision (`?v=2`), so no browser or image cache shows the file it replaced, and a stylesheet keeps each
 * picture's focal point in view wherever a frame crops it (heroes, cards, galleries). Pages are drawn as uploaded
 * while the library cannot be read.
 */
export async function withPictureLooks(document: PageDocument): Promise<{ document: PageDocument; styles: string }> {
  let known: Map<string, PictureLook>;
  try {
    known = new Map(await looks());
  } catch (err) {
    log.warn({ err }, 'The media library could not be read; pictures are shown as uploaded');
    return { document, styles: '' };
  }
  if (known.size === 0) return { document, styles: '' };
  const rules = new Set<string>();
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const look = isUploadedPicture(value) ? known.get(value) : undefined;
      if (!look) return value;
      if (look.focus.x !== 50 || look.focus.y !== 50) {
        const file = value.slice(value.lastIndexOf('/') + 1);
        rules.add(`img[src*="${file}"]{object-position:${look.focus.x}% ${look.focus.y}%}`);
      }
      return look.revision > 1 ? `${value}?v=${look.revision}` : value;
    }
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, visit(field)]));
    return value;
  };
  return { document: visit(document) as PageDocument, styles: [...rules].join('') };
}
