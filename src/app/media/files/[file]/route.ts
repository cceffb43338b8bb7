import { getDatabase } from '@/db';
import { getFile } from '@/features/certificates/store.server';

/**
 * Uploaded documents (certificates' PDFs) at a stable address, only ever as a download: never shown inside the site,
 * nothing in them may run (`sandbox`), and the browser may not guess another type.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^([0-9a-f-]{36})\.pdf$/.exec((await params).file);
  const file = match ? await getFile((await getDatabase()).db, match[1]!) : undefined;
  if (!file) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(new Uint8Array(file.data), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(file.data.byteLength),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
