import { translationGaps } from '@/components/sections/blocks/gaps';
import { getDatabase } from '@/db';
import { documentNotFound, documentRequest, readJson, versionField } from '@/features/content/api.server';
import { documentDraft, saveVersion } from '@/features/content/store.server';
import { checkDocument } from '@/features/content/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** The document's newest version (what the editor works on), its number, and the version visitors see. */
export async function GET(request: Request, { params }: Context) {
  const asked = await documentRequest(request, params, { sameOriginReads: true });
  if ('response' in asked) return asked.response;
  const { id } = asked;
  const draft = await documentDraft((await getDatabase()).db, id);
  if (!draft?.data) return documentNotFound();
  return Response.json(
    { version: draft.version, publishedVersion: draft.publishedVersion, data: draft.data },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/**
 * Saves the editor's draft as a new version on top of `baseVersion`: 200 with the new version and the draft's
 * missing translations; 409 with the newer
 * version when someone saved meanwhile; 422 naming each field the schema refuses (nothing is stored).
 */
export async function PUT(request: Request, { params }: Context) {
  const asked = await documentRequest(request, params);
  if ('response' in asked) return asked.response;
  const { id, user } = asked;
  const body = await readJson(request);
  if ('response' in body) return body.response;
  const base = versionField(body.fields, 'baseVersion');
  if ('response' in base) return base.response;
  const checked = checkDocument(body.fields.data);
  if (!checked.ok) return Response.json({ error: 'Some fields need attention.', issues: checked.issues }, { status: 422 });
  if (checked.document.id !== id) return Response.json({ error: 'The document names another page.' }, { status: 400 });
  const { db } = await getDatabase();
  const result = await saveVersion(db, {
    data: checked.document,
    baseVersion: base.version,
    userId: user.id,
    sitting: body.fields.sitting === true,
  });
  // The draft's missing translations come back with each save, for the editor to mark.
  if (result.ok) return Response.json({ version: result.version, gaps: translationGaps(checked.document) });
  if (result.reason === 'missing') return documentNotFound();
  const { current } = result;
  return Response.json(
    {
      error: 'Someone saved this page meanwhile.',
      current: { version: current.version, data: current.data, updatedBy: current.updatedBy, updatedAt: current.updatedAt },
    },
    { status: 409 },
  );
}
