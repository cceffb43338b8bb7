import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getDatabase } from '@/db';
import { buttonVariants } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { cn } from '@/lib/cn';
import { ArticleCard } from './article-card';
import { LinkPending } from './link-pending';
import { pick } from './localize';
import { FEATURED_LIMIT, listArticles, listCategories } from './news.server';
import { latestArticlesQuery, newsHref, PUBLIC_NEWS_SECTION, type NewsListQuery } from './news-query';

/** What `/energy/news` shows under its hero: search, category filter, featured stories and the paged latest news, all from the address. */
export async function NewsList({ locale, query }: { locale: Locale; query: NewsListQuery }) {
  const t = await getTranslations({ locale, namespace: 'news.list' });
  const { db } = await getDatabase();
  const base = localizedPath('/energy/news', locale);

  // The featured block opens the unfiltered first page; the latest list then skips what it shows.
  const [categories, featuredPage] = await Promise.all([
    listCategories(db, PUBLIC_NEWS_SECTION),
    query.q ? undefined : listArticles(db, { locale, sectionId: PUBLIC_NEWS_SECTION, featured: true, pageSize: FEATURED_LIMIT }),
  ]);
  const activeCategory = categories.find((category) => category.id === query.category);
  const filtered = Boolean(query.q || activeCategory);
  const topFeatured = filtered ? [] : (featuredPage?.rows ?? []);
  const featured = query.page === 1 ? topFeatured : [];
  const latest = await listArticles(
    db,
    latestArticlesQuery(locale, query, { categoryId: activeCategory?.id, excludeIds: topFeatured.map((article) => article.id) }),
  );
  const [lead, ...others] = featured;

  return (
    <>
      <div className="mx-auto max-w-site space-y-12 px-4 py-12 sm:px-6 lg:py-16">
        <section aria-label={t('searchLabel')} className="space-y-4 rounded-card border border-border bg-card p-5 shadow-card">
          <SearchBox
            id="news-search"
            action={base}
            defaultValue={query.q}
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            button={t('searchButton')}
            variant="energy"
            keepScroll
            hidden={activeCategory ? { category: String(activeCategory.id) } : {}}
          />

          <details open={Boolean(activeCategory) || undefined} className="group">
            <summary className="inline-flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-lg px-1 py-1 font-semibold text-foreground [&::-webkit-details-marker]:hidden">
              <Icon name="sliders-horizontal" className="size-5 text-primary" />
              {activeCategory ? t('filtersActive', { category: pick(activeCategory.name, locale).text }) : t('filters')}
            </summary>
            <nav aria-label={t('categories')} className="mt-3">
              <ul className="flex flex-wrap gap-2">
                {[{ id: undefined, label: t('all') }, ...categories.map((c) => ({ id: c.id, label: pick(c.name, locale).text }))].map((item) => {
                  const active = item.id === activeCategory?.id;
                  return (
                    <li key={item.id ?? 'all'}>
                      <Link
                        href={newsHref(base, { q: query.q, category: item.id })}
                        scroll={false}
                        aria-current={active ? 'page' : undefined}
                        className={cn(
                          'inline-flex min-h-10 items-center rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors',
                          active
                            ? 'border-primary bg-primary text-primary-foreground'
                            : 'border-border bg-background text-foreground hover:border-primary hover:text-primary',
                        )}
                      >
                        {item.label}
                        <LinkPending />
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          </details>
        </section>

        {lead && (
          <section aria-labelledby="featured-heading" className="space-y-6">
            <h2 id="featured-heading" className="text-h2 font-bold">
              {t('featured')}
            </h2>
            {/* The lead story spans the width (image beside the text on large screens); the other featured stories follow in a row. */}
            <ArticleCard article={lead} locale={locale} size="large" priority />
            {others.length > 0 && (
              <ul className="grid gap-6 sm:grid-cols-2">
                {others.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} locale={locale} sizes="(min-width: 1344px) 640px, (min-width: 640px) 50vw, 100vw" />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        <section aria-labelledby="latest-heading" className="space-y-6">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="latest-heading" className="text-h2 font-bold">
              {query.q ? t('resultsFor', { query: query.q }) : activeCategory ? pick(activeCategory.name, locale).text : t('latest')}
            </h2>
            <p role="status" className="text-sm font-medium text-muted-foreground">
              {t('count', { count: latest.total })}
            </p>
          </div>

          {latest.rows.length === 0 ? (
            featured.length === 0 && (
              <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-border bg-card px-6 py-14 text-center">
                <Icon name="newspaper" className="size-10 text-muted-foreground" />
                <p className="text-h3 font-semibold">{t('emptyTitle')}</p>
                <p className="max-w-lg text-muted-foreground">{filtered ? t('emptyBody') : t('emptyNoArticles')}</p>
                {filtered && (
                  <Link href={base} className={buttonVariants({ variant: 'outline' })}>
                    {t('clearFilters')}
                  </Link>
                )}
              </div>
            )
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {latest.rows.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} locale={locale} />
                </li>
              ))}
            </ul>
          )}

          {filtered && latest.rows.length > 0 && (
            <Link href={base} className="inline-block font-semibold text-primary underline-offset-4 hover:underline">
              {t('clearFilters')}
            </Link>
          )}

          {latest.pageCount > 1 && (
            <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-4 border-t border-border pt-6">
              {latest.page > 1 ? (
                <Link href={newsHref(base, { ...query, page: latest.page - 1 })} rel="prev" className={buttonVariants({ variant: 'outline' })}>
                  <Icon name="arrow-left" className="flip-rtl" />
                  {t('previous')}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-muted-foreground">{t('pageOf', { page: latest.page, pages: latest.pageCount })}</span>
              {latest.page < latest.pageCount ? (
                <Link href={newsHref(base, { ...query, page: latest.page + 1 })} rel="next" className={buttonVariants({ variant: 'outline' })}>
                  {t('next')}
                  <Icon name="arrow-right" className="flip-rtl" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
      </div>
    </>
  );
}
