import 'server-only';
import { randomUUID } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import type { Database } from '@/db/open';
import { defaultLocale, isLocale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { NEWS_IMAGE_LIMITS, processNewsImage } from '@/features/news/image-processing.server';
import { readUploadedForm } from '@/lib/read-body';
import { mediaItemPath, mediaPath } from './paths';
import { addPicture, mediaItem, replacePicture } from './store.server';
import { mediaTag } from './tag';

/** An upload's name as the library shows it: its last path segment, printable, at most 120 characters. */
export const uploadName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 120) || 'picture';

const idPattern = /^[a-z0-9-]{8,64}$/;

/**
 * A picture for the library from its plain upload form (works without JavaScript), after the caller's gate:
 * multipart with `file`, `locale` and, to put the file under an existing picture's address, `replace`. The bytes
 * decide what it is (the news pipeline: checked, re-encoded, metadata stripped). Answers with a redirect (303) to the
 * picture's page, or back to the form with `?problem=`.
 */
export async function receiveLibraryUpload(request: Request, db: Database, userId: number): Promise<Response> {
  const read = await readUploadedForm(request, NEWS_IMAGE_LIMITS.maxBytes);
  const to = (path: string, locale: string) =>
    new Response(null, { status: 303, headers: { Location: localizedPath(path, isLocale(locale) ? locale : defaultLocale) } });
  if ('response' in read) {
    const problem = read.response.status === 413 ? 'size' : 'unreadable';
    return to(`${mediaPath}?problem=${problem}`, defaultLocale);
  }
  const { form } = read;
  const locale = String(form.get('locale') ?? defaultLocale);
  const replace = String(form.get('replace') ?? '');
  if (replace && (!idPattern.test(replace) || !(await mediaItem(db, 'picture', replace)))) return to(`${mediaPath}?problem=error`, locale);
  const back = replace ? mediaItemPath('picture', replace) : mediaPath;
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return to(`${back}?problem=unreadable`, locale);
  const result = await processNewsImage(new Uint8Array(await file.arrayBuffer()));
  if (!result.ok) return to(`${back}?problem=${result.reason}`, locale);
  const name = uploadName(file.name);
  if (replace) {
    await replacePicture(db, replace, { ...result.image, name });
    revalidateTag(mediaTag, { expire: 0 });
    return to(`${back}?replaced=1`, locale);
  }
  const id = await addPicture(db, { id: randomUUID(), ...result.image, name, userId });
  return to(`${mediaItemPath('picture', id)}?uploaded=1`, locale);
}
