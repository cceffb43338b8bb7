import { getDatabase } from '@/db';
import { staffApiGate } from '@/features/auth/staff-api';
import { documentIdPattern, documentNotFound, readJson, versionField } from '@/features/content/api.server';
import { saveVersion } from '@/features/content/store.server';
import { checkDocument } from '@/features/content/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/**
 * Saves the editor's draft as a new version on top of `baseVersion`: 200 with the new version; 409 with the newer
 * version when someone saved meanwhile; 422 naming each field the schema refuses (nothing is stored).
 */
export async function PUT(request: Request, { params }: Context) {
  const gate = await staffApiGate(request, 'content');
  if ('response' in gate) return gate.response;
  const { id } = await params;
  if (!documentIdPattern.test(id)) return documentNotFound();
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
    userId: gate.user.id,
    sitting: body.fields.sitting === true,
  });
  if (result.ok) return Response.json({ version: result.version });
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
