import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { ArticleMetaView, type ArticleMetaContent } from './article-meta-view';
import { formatPublished, langAttributes, pick, readingMinutes } from './localize';
import type { NewsArticle } from './types';

/** The meta line's words for `article` in the page's language; `words`: the body the reader reads, for the reading time. */
export async function articleMeta(
  article: Pick<NewsArticle, 'category' | 'publishedAt'>,
  words: number,
  locale: Locale,
): Promise<ArticleMetaContent> {
  const t = await getTranslations({ locale, namespace: 'news.article' });
  const category = pick(article.category, locale);
  return {
    category: { text: category.text, ...langAttributes(category, locale) },
    dateTime: article.publishedAt.toISOString(),
    date: formatPublished(article.publishedAt, locale),
    readingTime: t('readingTime', { minutes: readingMinutes(words) }),
  };
}

/** Category, publication date and reading time, as the article page shows them. */
export async function ArticleMeta({
  article,
  words,
  locale,
  categoryClassName,
}: {
  article: Pick<NewsArticle, 'category' | 'publishedAt'>;
  /** Words of the body the reader reads, for the reading time. */
  words: number;
  locale: Locale;
  categoryClassName: string;
}) {
  return <ArticleMetaView meta={await articleMeta(article, words, locale)} categoryClassName={categoryClassName} />;
}
