import { getLocale } from 'next-intl/server';
import { ArticleNotFoundBoundary } from '@/features/news/article-not-found';
import { defaultLocale, isLocale } from '@/i18n/config';

/**
 * An article that disappears between the proxy's check and the page (`missing-records.server.ts` answers the others
 * with `news/missing`), answered with 404.
 */
export default async function NotFound() {
  const requested = await getLocale();
  return <ArticleNotFoundBoundary locale={isLocale(requested) ? requested : defaultLocale} />;
}
