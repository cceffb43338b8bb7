import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { cn } from '@/lib/cn';
import { ArticleMeta } from './article-meta';
import { NewsPhoto } from './news-photo';
import { langAttributes, pick } from './localize';
import type { ArticleSummary } from './types';

/** One article in a list: image, category, date, reading time, title and excerpt; the whole card is one link. */
export async function ArticleCard({
  article,
  locale,
  size = 'default',
  priority = false,
  sizes,
}: {
  article: ArticleSummary;
  locale: Locale;
  size?: 'default' | 'large';
  priority?: boolean;
  /** The image's displayed width when the card sits in another grid than the three-column list. */
  sizes?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'news.article' });
  const title = pick(article.title, locale);
  const excerpt = pick(article.excerpt, locale);
  const large = size === 'large';

  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-card shadow-card transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-ring',
        // Large: 16:9 above the text on phones and tablets; beside it on large screens, as tall as the (clamped) text and at least 20rem.
        large && 'lg:grid lg:grid-cols-[3fr_2fr]',
      )}
    >
      <div className={cn('relative overflow-hidden bg-muted', large ? 'aspect-[16/9] lg:aspect-auto lg:min-h-80' : 'aspect-[3/2]')}>
        <NewsPhoto
          src={article.image}
          priority={priority}
          sizes={
            sizes ??
            (large ? '(min-width: 1344px) 800px, (min-width: 1024px) 60vw, 100vw' : '(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw')
          }
          className="object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
        {article.featured && (
          <span className="absolute start-3 top-3 rounded-full bg-brand-accent px-3 py-1 text-xs font-bold text-brand-dark">{t('featured')}</span>
        )}
      </div>
      <div className={cn('flex flex-col gap-3 p-5', large ? 'lg:justify-center lg:p-8' : 'flex-1')}>
        <ArticleMeta article={article} words={article.words} locale={locale} categoryClassName="text-primary" />
        <h3 className={cn('font-bold text-foreground text-balance', large ? 'text-h2' : 'text-h3')} {...langAttributes(title, locale)}>
          <Link href={localizedPath(`/energy/news/${article.id}`, locale)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title.text}
          </Link>
        </h3>
        <p className={cn('text-muted-foreground', large ? 'line-clamp-4 text-lg' : 'line-clamp-3')} {...langAttributes(excerpt, locale)}>
          {excerpt.text}
        </p>
      </div>
    </article>
  );
}
