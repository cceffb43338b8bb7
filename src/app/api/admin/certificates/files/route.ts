import { getDatabase } from '@/db';
import { staffApiGate } from '@/features/auth/staff-api';
import { receiveCertificateFile } from '@/features/certificates/upload.server';

export const dynamic = 'force-dynamic';

/** A certificate's PDF or picture, uploaded from its form in the staff area (`receiveCertificateFile`). */
export async function POST(request: Request) {
  const gate = await staffApiGate(request, 'content');
  if ('response' in gate) return gate.response;
  return receiveCertificateFile(request, (await getDatabase()).db, gate.user.id);
}
