import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { cn } from '@/lib/cn';
import { formatPublished, langAttributes, pick, readingMinutes } from './localize';
import type { NewsArticle } from './types';

/** Category, publication date and reading time, as cards and the article page show them. */
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
  const t = await getTranslations({ locale, namespace: 'news.article' });
  const category = pick(article.category, locale);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
      <span className={cn('font-semibold', categoryClassName)} {...langAttributes(category, locale)}>
        {category.text}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar-days" className="size-4" />
        <time dateTime={article.publishedAt.toISOString()}>{formatPublished(article.publishedAt, locale)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" className="size-4" />
        {t('readingTime', { minutes: readingMinutes(words) })}
      </span>
    </div>
  );
}
