import { getDatabase } from '@/db';
import { staffApiGate } from '@/features/auth/staff-api';
import { dropSupersededArticlePages, readArticle, saveResponse } from '@/features/news/admin-api.server';
import { articleToJson } from '@/features/news/article-json';
import { allArticles, createArticle, listCategories, listSections } from '@/features/news/news.server';

export const dynamic = 'force-dynamic';

/** The editor's panel data: every article with the sections and categories to file them under. */
export async function GET(request: Request) {
  const gate = await staffApiGate(request, 'news');
  if ('response' in gate) return gate.response;
  const { db } = await getDatabase();
  const [articles, sections, categories] = await Promise.all([allArticles(db), listSections(db), listCategories(db)]);
  return Response.json({ articles: articles.map(articleToJson), sections, categories }, { headers: { 'Cache-Control': 'no-store' } });
}

/** Publishes a new article: 201 with it, or 422 with the field errors. */
export async function POST(request: Request) {
  const gate = await staffApiGate(request, 'news');
  if ('response' in gate) return gate.response;
  const body = await readArticle(request);
  if ('response' in body) return body.response;
  const { db } = await getDatabase();
  const result = await createArticle(db, body.input);
  if (result.ok) dropSupersededArticlePages();
  return saveResponse(result, 201);
}
