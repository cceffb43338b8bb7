import { draftMode } from 'next/headers';
import { getDatabase } from '@/db';
import { staffApiGate } from '@/features/auth/staff-api';
import { documentIdPattern, documentNotFound } from '@/features/content/api.server';
import { previewablePlace } from '@/features/content/preview/documents.server';
import { isLocale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';

export const dynamic = 'force-dynamic';

/**
 * Starts a preview: `?id={document id}&locale=ar|en`. For staff who may edit content, asked from this site's own
 * pages (the editor's links, the preview frame): turns on Next's draft mode for this browser and sends it (303) to
 * the page in that language, where the newest version of every page shows with the preview banner
 * (`site-pages/page-content.tsx`, `features/content/preview`). 404 for an id that is no public page drawn from a
 * content document.
 */
export async function GET(request: Request) {
  const gate = await staffApiGate(request, 'content', { sameOriginReads: true });
  if ('response' in gate) return gate.response;
  const query = new URL(request.url).searchParams;
  const id = query.get('id') ?? '';
  const route = documentIdPattern.test(id) ? await previewablePlace((await getDatabase()).db, id) : undefined;
  if (!route) return documentNotFound();
  const locale = query.get('locale');
  if (!isLocale(locale)) return Response.json({ error: 'locale must be ar or en.' }, { status: 400 });
  (await draftMode()).enable();
  // A relative Location: the site's own address, whatever host name the request came in under.
  return new Response(null, { status: 303, headers: { Location: localizedPath(route.path, locale), 'Cache-Control': 'private, no-store' } });
}
