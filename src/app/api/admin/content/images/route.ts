import { staffApiGate } from '@/features/auth/staff-api';
import { receiveImage } from '@/features/news/image-upload.server';

export const dynamic = 'force-dynamic';

/** A picture for a page, uploaded from the content editor through the articles' pipeline (`receiveImage`). */
export async function POST(request: Request) {
  const gate = await staffApiGate(request, 'content');
  if ('response' in gate) return gate.response;
  return receiveImage(request);
}
