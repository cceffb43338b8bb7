import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDatabase } from '@/db';
import { BodyError, readBytes } from '@/lib/read-body';
import { NEWS_IMAGE_LIMITS, processNewsImage } from './image-processing.server';
import { saveImage } from './news.server';

/** Room for the multipart envelope around a file of the largest allowed size. */
const BODY_LIMIT = NEWS_IMAGE_LIMITS.maxBytes + 64 * 1024;

/**
 * A picture uploaded by staff (an article's, or a page's in the content editor), after the caller's gate: multipart
 * with one `file`. The content decides (never the name or declared type); the stored image is re-encoded WebP
 * without metadata. 201 `{ url, width, height }`, or 422 `{ error }` with one of type, size, width, height, unreadable.
 */
export async function receiveImage(request: Request): Promise<Response> {
  let file: File;
  try {
    const bytes = await readBytes(request, BODY_LIMIT);
    const form = await new Response(bytes, { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData();
    const value = form.get('file');
    if (!(value instanceof File)) return Response.json({ error: 'unreadable' }, { status: 422 });
    file = value;
  } catch (error) {
    if (error instanceof BodyError && error.status === 413) return Response.json({ error: 'size' }, { status: 413 });
    return Response.json({ error: 'unreadable' }, { status: 400 });
  }

  const result = await processNewsImage(new Uint8Array(await file.arrayBuffer()));
  if (!result.ok) return Response.json({ error: result.reason }, { status: 422 });
  const { db } = await getDatabase();
  const url = await saveImage(db, { id: randomUUID(), ...result.image });
  return Response.json({ url, width: result.image.width, height: result.image.height }, { status: 201 });
}
