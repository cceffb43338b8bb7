import type { NewsArticle } from './types';

/** An article as the staff API sends it: dates as ISO strings. */
export type ArticleJson = Omit<NewsArticle, 'publishedAt' | 'updatedAt'> & { publishedAt: string; updatedAt: string };

export const articleToJson = (article: NewsArticle): ArticleJson => ({
  ...article,
  publishedAt: article.publishedAt.toISOString(),
  updatedAt: article.updatedAt.toISOString(),
});
