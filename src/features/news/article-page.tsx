import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import type { NewsArticle as NewsArticleData, WithContext } from 'schema-dts';
import { breadcrumbJsonLd, JsonLd } from '@/lib/json-ld';
import { absoluteUrl } from '@/lib/page-metadata';
import { siteConfig } from '@/config/site';
import { ArticleCard } from './article-card';
import { ArticleMeta } from './article-meta';
import { countWords, langAttributes, paragraphsOf, pick, pickList } from './localize';
import { ShareButton } from '@/components/ui/share-button';
import type { ArticleSummary, NewsArticle } from './types';
import { NewsPhoto } from './news-photo';

/** `/energy/news/{id}`: one article in the visitor's language, with its related articles. */
export async function ArticlePage({ article, related, locale }: { article: NewsArticle; related: ArticleSummary[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'news.article' });
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const title = pick(article.title, locale);
  const excerpt = pick(article.excerpt, locale);
  const content = pick(article.content, locale);
  const author = pick(article.author, locale);
  const tags = pickList(article.tags, locale);
  const path = `/energy/news/${article.id}`;

  return (
    <>
      <JsonLd data={newsArticleJsonLd(article, locale, common('brand.energy'))} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: pages('energy-home.title'), url: absoluteUrl('/energy/home', locale) },
          { name: pages('energy-news.title'), url: absoluteUrl('/energy/news', locale) },
          { name: title.text, url: absoluteUrl(path, locale) },
        ])}
      />
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
        <Link
          href={localizedPath('/energy/news', locale)}
          className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Icon name="arrow-left" className="size-4 flip-rtl" />
          {t('back')}
        </Link>

        <header className="mt-8 space-y-5">
          <ArticleMeta
            article={article}
            words={countWords(content.text)}
            locale={locale}
            categoryClassName="rounded-full bg-energy-soft px-3 py-1 text-foreground"
          />
          <h1 className="text-h1 font-bold text-balance" {...langAttributes(title, locale)}>
            {title.text}
          </h1>
          <p className="text-xl leading-relaxed text-muted-foreground" {...langAttributes(excerpt, locale)}>
            {excerpt.text}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-4 border-y border-border py-4">
            <p className="inline-flex items-center gap-2 font-semibold">
              <Icon name="user-round" className="size-5 text-primary" />
              <span {...langAttributes(author, locale)}>{t('by', { author: author.text })}</span>
            </p>
            <ShareButton
              title={title.text}
              text={excerpt.text}
              copy={{ share: t('share'), shareLabel: t('shareLabel'), linkCopied: t('linkCopied'), copyFailed: t('copyFailed') }}
            />
          </div>
        </header>

        <div className="relative mt-8 aspect-[3/2] overflow-hidden rounded-card bg-muted">
          {/* The page's largest picture: preloaded at high priority, the column's width (a phone gets a phone-sized copy). */}
          <NewsPhoto src={article.image} preload sizes="(min-width: 48rem) 45rem, calc(100vw - 2rem)" className="object-cover" />
        </div>

        <div className="mt-10 space-y-6 text-lg leading-loose text-foreground" {...langAttributes(content, locale)}>
          {paragraphsOf(content.text).map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>

        {tags.items.length > 0 && (
          <section aria-labelledby="tags-heading" className="mt-10 flex flex-wrap items-center gap-3 border-t border-border pt-6">
            <h2 id="tags-heading" className="inline-flex items-center gap-2 font-semibold">
              <Icon name="tag" className="size-4 text-primary" />
              {t('tags')}
            </h2>
            <ul className="flex flex-wrap gap-2" {...langAttributes(tags, locale)}>
              {tags.items.map((tag) => (
                <li key={tag}>
                  <Link
                    href={`${localizedPath('/energy/news', locale)}?q=${encodeURIComponent(tag)}`}
                    className="inline-flex rounded-full border border-border px-3 py-1 text-sm hover:border-primary hover:text-primary"
                  >
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-muted">
          <div className="mx-auto max-w-site space-y-6 px-4 py-14 sm:px-6">
            <h2 id="related-heading" className="text-h2 font-bold">
              {t('related')}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <ArticleCard article={item} locale={locale} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

function newsArticleJsonLd(article: NewsArticle, locale: Locale, publisher: string): WithContext<NewsArticleData> {
  const title = pick(article.title, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: title.text.slice(0, 110),
    description: pick(article.excerpt, locale).text,
    image: [siteConfig.url + article.image],
    datePublished: article.publishedAt.toISOString(),
    dateModified: article.updatedAt.toISOString(),
    inLanguage: title.lang,
    articleSection: pick(article.category, locale).text,
    keywords: pickList(article.tags, locale).items.join(', '),
    author: { '@type': 'Organization', name: pick(article.author, locale).text },
    publisher: { '@type': 'Organization', name: publisher, logo: { '@type': 'ImageObject', url: `${siteConfig.url}/brand/logo-mark.svg` } },
    mainEntityOfPage: absoluteUrl(`/energy/news/${article.id}`, locale),
  };
}
