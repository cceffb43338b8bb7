import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { ArticleCardView } from './article-card-view';
import { articleMeta } from './article-meta';
import { langAttributes, pick } from './localize';
import { newsPhotoProps } from './news-photo';
import type { ArticleSummary } from './types';

/** One article in a list (`ArticleCardView`), its words resolved for the page's language. */
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
  const card = {
    href: localizedPath(`/energy/news/${article.id}`, locale),
    title: { text: title.text, ...langAttributes(title, locale) },
    excerpt: { text: excerpt.text, ...langAttributes(excerpt, locale) },
    featured: article.featured ? t('featured') : undefined,
    meta: await articleMeta(article, article.words, locale),
    photo: newsPhotoProps({
      src: article.image,
      priority,
      sizes:
        sizes ?? (large ? '(min-width: 1344px) 800px, (min-width: 1024px) 60vw, 100vw' : '(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw'),
      className:
        'object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100',
    }),
  };
  return <ArticleCardView card={card} size={size} />;
}
