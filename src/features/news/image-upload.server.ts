import 'server-only';
import { randomUUID } from 'node:crypto';
import { getDatabase } from '@/db';
import { readUploadedFile } from '@/lib/read-body';
import { NEWS_IMAGE_LIMITS, processNewsImage } from './image-processing.server';
import { saveImage } from './news.server';

/**
 * A picture uploaded by staff (an article's, or a page's in the content editor), after the caller's gate: multipart
 * with one `file`. The content decides (never the name or declared type); the stored image is re-encoded WebP
 * without metadata. 201 `{ url, width, height }`, or 422 `{ error }` with one of type, size, width, height, unreadable.
 */
export async function receiveImage(request: Request): Promise<Response> {
  const upload = await readUploadedFile(request, NEWS_IMAGE_LIMITS.maxBytes);
  if ('response' in upload) return upload.response;
  const { file } = upload;

  const result = await processNewsImage(new Uint8Array(await file.arrayBuffer()));
  if (!result.ok) return Response.json({ error: result.reason }, { status: 422 });
  const { db } = await getDatabase();
  const url = await saveImage(db, { id: randomUUID(), ...result.image });
  return Response.json({ url, width: result.image.width, height: result.image.height }, { status: 201 });
}
