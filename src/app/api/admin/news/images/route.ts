import { staffApiGate } from '@/features/auth/staff-api';
import { receiveImage } from '@/features/news/image-upload.server';

export const dynamic = 'force-dynamic';

/** Article image upload (`receiveImage` says what is accepted and answered). */
export async function POST(request: Request) {
  const gate = await staffApiGate(request, 'news');
  if ('response' in gate) return gate.response;
  return receiveImage(request);
}
