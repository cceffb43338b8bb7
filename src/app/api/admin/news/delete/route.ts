import { getDatabase } from '@/db';
import { staffApiGate } from '@/features/auth/staff-api';
import { dropSupersededArticlePages } from '@/features/news/admin-api.server';
import { deleteArticles } from '@/features/news/news.server';
import { BodyError, readFields } from '@/lib/read-body';

export const dynamic = 'force-dynamic';

/** Bulk delete: `{ "ids": [1, 2] }` → `{ "deleted": 2 }`. */
export async function POST(request: Request) {
  const gate = await staffApiGate(request, 'news');
  if ('response' in gate) return gate.response;
  let fields: Record<string, unknown>;
  try {
    fields = await readFields(request, 64 * 1024, ['application/json']);
  } catch (error) {
    return Response.json({ error: (error as Error).message }, { status: error instanceof BodyError ? error.status : 400 });
  }
  const ids = fields.ids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > 1000 || !ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
    return Response.json({ error: '"ids" must be a list of article numbers.' }, { status: 422 });
  }
  const { db } = await getDatabase();
  const deleted = await deleteArticles(db, ids as number[]);
  if (deleted > 0) dropSupersededArticlePages();
  return Response.json({ deleted });
}
