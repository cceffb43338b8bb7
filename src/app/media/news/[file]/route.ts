import { getDatabase } from '@/db';
import { getImage } from '@/features/news/news.server';

/** Uploaded article images at a stable address; an upload never changes, so caches may keep it for a year. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([a-z0-9-]{8,64})\.webp$/.exec((await params).file);
  const image = match ? await getImage((await getDatabase()).db, match[1]!) : undefined;
  if (!image) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(new Uint8Array(image.data), {
    headers: {
      'Content-Type': image.mime,
      'Content-Length': String(image.data.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}
