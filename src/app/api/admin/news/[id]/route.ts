import { revalidatePath } from 'next/cache';
import { getDatabase } from '@/db';
import type { Database } from '@/db/open';
import { staffApiGate } from '@/features/auth/staff-api';
import { parseArticleId, readArticle, saveResponse } from '@/features/news/admin-api.server';
import { articleRevision, deleteArticles, updateArticle } from '@/features/news/news.server';
import { locales } from '@/i18n/config';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

const notFound = () => Response.json({ error: 'Article not found' }, { status: 404 });

/**
 * The article's page as it is now, in both languages, dropped from every instance's cache once called: a change
 * gives the article a new revision (record-pages.server.ts), so the page under the old one is never asked for again.
 */
async function supersededPages(db: Database, id: number): Promise<() => void> {
  const revision = await articleRevision(db, id);
  return () => {
    if (revision) for (const locale of locales) revalidatePath(`/${locale}/energy/news/${id}/${revision}`);
  };
}

export async function PUT(request: Request, { params }: Context) {
  const gate = await staffApiGate(request, 'news');
  if ('response' in gate) return gate.response;
  const id = parseArticleId((await params).id);
  if (!id) return notFound();
  const body = await readArticle(request);
  if ('response' in body) return body.response;
  const { db } = await getDatabase();
  const drop = await supersededPages(db, id);
  const result = await updateArticle(db, id, body.input);
  if (result.ok) drop();
  return saveResponse(result, 200);
}

export async function DELETE(request: Request, { params }: Context) {
  const gate = await staffApiGate(request, 'news');
  if ('response' in gate) return gate.response;
  const id = parseArticleId((await params).id);
  if (!id) return notFound();
  const { db } = await getDatabase();
  const drop = await supersededPages(db, id);
  const deleted = await deleteArticles(db, [id]);
  if (deleted) drop();
  return deleted ? Response.json({ deleted }) : notFound();
}
