import { draftMode } from 'next/headers';
import { sitePathOrHome } from '@/features/content/preview/preview-paths';

export const dynamic = 'force-dynamic';

/**
 * Leaves the preview: turns draft mode off and sends the browser (303) to `?next=`, when that is a path on this site
 * (`isSitePath`: never another host, so this is no open redirect), or to the home page. Open to anyone: it only
 * ever removes this browser's own draft-mode cookie. The banner reaches it with a form, which Next never prefetches
 * (a prefetched link would leave the preview before anyone clicked).
 */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const next = sitePathOrHome(new URL(request.url).searchParams.get('next'));
  return new Response(null, { status: 303, headers: { Location: next, 'Cache-Control': 'private, no-store' } });
}
