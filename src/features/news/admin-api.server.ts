import 'server-only';
import { revalidatePath } from 'next/cache';
import { BodyError, readFields } from '@/lib/read-body';
import { validateArticle } from './article-schema';
import type { SaveResult } from './news.server';
import { articleToJson } from './article-json';

/** Articles are a few pages of text in two languages; far larger bodies are refused unread. */
export const ARTICLE_BODY_LIMIT = 512 * 1024;

/** Reads and validates an article body; answers the validated input or the error response. */
export async function readArticle(request: Request) {
  let fields: Record<string, unknown>;
  try {
    fields = await readFields(request, ARTICLE_BODY_LIMIT, ['application/json']);
  } catch (error) {
    const status = error instanceof BodyError ? error.status : 400;
    return { response: Response.json({ error: error instanceof Error ? error.message : 'Unreadable body.' }, { status }) };
  }
  const result = validateArticle(fields);
  if (!result.ok) return { response: Response.json({ error: 'Some fields need attention.', fields: result.errors }, { status: 422 }) };
  return { input: result.input };
}

export function saveResponse(result: SaveResult, createdStatus: 200 | 201): Response {
  if (result.ok) return Response.json({ article: articleToJson(result.article) }, { status: createdStatus });
  if (result.reason === 'notFound') return Response.json({ error: 'Article not found' }, { status: 404 });
  return Response.json({ error: 'Some fields need attention.', fields: { categoryId: 'categoryRequired' } }, { status: 422 });
}

export function parseArticleId(value: string): number | undefined {
  if (!/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/**
 * Drops every article's page from every instance's cache (one tag for the route), after any change to the articles:
 * a new article, an edit or a deletion gives each article of its section a new revision (`articleRevision`: the
 * section's count and last change), so none of the pages kept under the old revisions is asked for again.
 */
export function dropSupersededArticlePages() {
  revalidatePath('/[locale]/energy/(site)/news/[id]/[revision]', 'page');
}
