import type { Locale } from '@/i18n/config';
import type { ArticleQuery } from './news.server';

/** The news list's state lives in the address (`?q=&category=&page=`), so a filtered list can be shared and crawled. */
export type NewsListQuery = { q: string; category?: number; page: number };

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

function positiveInt(value: string): number | undefined {
  if (!/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

export function newsQueryFrom(params: SearchParams): NewsListQuery {
  return {
    q: first(params.q).trim().replace(/\s+/g, ' ').slice(0, 100),
    category: positiveInt(first(params.category)),
    page: positiveInt(first(params.page)) ?? 1,
  };
}

/** The list's address for a query; empty and default values are left out. */
export function newsHref(base: string, query: Partial<NewsListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', String(query.category));
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** The section the public news pages show (`/energy/news`); the site search lists the same articles. */
export const PUBLIC_NEWS_SECTION = 'energy';

/** The news list's paged latest articles: the visitor's words, the chosen category, without the featured block's. */
export function latestArticlesQuery(
  locale: Locale,
  query: NewsListQuery,
  { categoryId, excludeIds }: { categoryId?: number; excludeIds: number[] },
): ArticleQuery {
  return { locale, sectionId: PUBLIC_NEWS_SECTION, categoryId, search: query.q, page: query.page, excludeIds };
}

/** The news the site search shows for a query: the news list's articles for the same words, the newest few. */
export function siteSearchNewsQuery(locale: Locale, query: string, pageSize: number): ArticleQuery {
  return { locale, sectionId: PUBLIC_NEWS_SECTION, search: query, pageSize };
}
