import { getDatabase } from '@/db';
import { staffApiGate } from '@/features/auth/staff-api';
import { dropSupersededArticlePages, parseArticleId, readArticle, saveResponse } from '@/features/news/admin-api.server';
import { deleteArticles, updateArticle } from '@/features/news/news.server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

const notFound = () => Response.json({ error: 'Article not found' }, { status: 404 });

export async function PUT(request: Request, { params }: Context) {
  const gate = await staffApiGate(request, 'news');
  if ('response' in gate) return gate.response;
  const id = parseArticleId((await params).id);
  if (!id) return notFound();
  const body = await readArticle(request);
  if ('response' in body) return body.response;
  const { db } = await getDatabase();
  const result = await updateArticle(db, id, body.input);
  if (result.ok) dropSupersededArticlePages();
  return saveResponse(result, 200);
}

export async function DELETE(request: Request, { params }: Context) {
  const gate = await staffApiGate(request, 'news');
  if ('response' in gate) return gate.response;
  const id = parseArticleId((await params).id);
  if (!id) return notFound();
  const { db } = await getDatabase();
  const deleted = await deleteArticles(db, [id]);
  if (deleted) dropSupersededArticlePages();
  return deleted ? Response.json({ deleted }) : notFound();
}
