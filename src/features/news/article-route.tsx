// The article page, served by two routes: `news/[id]/[revision]`, cached, which the proxy renders for an article
// it found (`record-pages.server.ts`), and `news/[id]`, rendered per request, for when the proxy could not ask the
// database (the page then reports the fault itself).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { getDatabase } from '@/db';
import { siteConfig } from '@/config/site';
import { defaultLocale, isLocale, type Locale } from '@/i18n/config';
import { ArticlePage } from '@/features/news/article-page';
import { pick } from '@/features/news/localize';
import { getArticle, relatedArticles } from '@/features/news/news.server';
import { parseArticleId } from '@/features/news/admin-api.server';
import { absoluteUrl, alternatesFor } from '@/lib/page-metadata';

export type ArticleRouteProps = { params: Promise<{ locale: string; id: string }> };

const loadArticle = cache(async (id: string) => {
  const articleId = parseArticleId(id);
  return articleId ? getArticle((await getDatabase()).db, articleId) : undefined;
});

async function resolve(params: ArticleRouteProps['params']): Promise<{ locale: Locale; id: string }> {
  const { locale, id } = await params;
  return { locale: isLocale(locale) ? locale : defaultLocale, id };
}

export async function articleMetadata({ params }: ArticleRouteProps): Promise<Metadata> {
  const { locale, id } = await resolve(params);
  const article = await loadArticle(id);
  const common = await getTranslations({ locale, namespace: 'common' });
  if (!article) {
    const t = await getTranslations({ locale, namespace: 'news.article' });
    return { title: `${t('notFoundTitle')} | ${common('brand.group')}`, robots: { index: false } };
  }
  const path = `/energy/news/${article.id}`;
  const title = pick(article.title, locale).text;
  const description = pick(article.excerpt, locale).text;
  return {
    title: `${title} | ${common('brand.energy')}`,
    description,
    alternates: alternatesFor(path, locale),
    openGraph: {
      type: 'article',
      title,
      description,
      url: absoluteUrl(path, locale),
      siteName: common('brand.group'),
      locale: locale === 'ar' ? 'ar_SA' : 'en_US',
      publishedTime: article.publishedAt.toISOString(),
      modifiedTime: article.updatedAt.toISOString(),
      images: [{ url: siteConfig.url + article.image }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [siteConfig.url + article.image] },
  };
}

export async function ArticleRoute({ params }: ArticleRouteProps) {
  const { locale, id } = await resolve(params);
  setRequestLocale(locale);
  const article = await loadArticle(id);
  if (!article) notFound();
  const related = await relatedArticles((await getDatabase()).db, article, locale);
  return <ArticlePage article={article} related={related} locale={locale} />;
}
