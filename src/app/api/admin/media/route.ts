import { getDatabase } from '@/db';
import { staffApiGate } from '@/features/auth/staff-api';
import { pictureChoices } from '@/features/media/store.server';
import { receiveLibraryUpload } from '@/features/media/upload.server';

export const dynamic = 'force-dynamic';

/** The library's pictures for the content editor's picker (decision 019). */
export async function GET(request: Request) {
  const gate = await staffApiGate(request, 'content', { sameOriginReads: true });
  if ('response' in gate) return gate.response;
  return Response.json({ pictures: await pictureChoices((await getDatabase()).db) }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** A new picture for the library, or another file under a picture's address (`receiveLibraryUpload`). */
export async function POST(request: Request) {
  const gate = await staffApiGate(request, 'content');
  if ('response' in gate) return gate.response;
  return receiveLibraryUpload(request, (await getDatabase()).db, gate.user.id);
}
