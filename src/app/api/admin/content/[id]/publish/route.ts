import { getDatabase } from '@/db';
import { documentNotFound, documentRequest, readJson, versionField } from '@/features/content/api.server';
import { publishDocument } from '@/features/content/publishing.server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** Publishes a saved version: 200; 422 with each missing translation or empty required field; 404. */
export async function POST(request: Request, { params }: Context) {
  const asked = await documentRequest(request, params);
  if ('response' in asked) return asked.response;
  const { id, user } = asked;
  const body = await readJson(request);
  if ('response' in body) return body.response;
  const version = versionField(body.fields, 'version');
  if ('response' in version) return version.response;
  const result = await publishDocument((await getDatabase()).db, { id, version: version.version, userId: user.id });
  if (result.ok) return Response.json({ publishedVersion: version.version });
  if (result.reason === 'missing') return documentNotFound();
  return Response.json({ error: 'Some fields are missing a language.', gaps: result.gaps }, { status: 422 });
}
