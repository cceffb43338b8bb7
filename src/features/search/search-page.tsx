import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getDatabase } from '@/db';
import { buttonVariants } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { ArticleCard } from '@/features/news/article-card';
import { listArticles } from '@/features/news/news.server';
import { newsHref, siteSearchNewsQuery } from '@/features/news/news-query';
import { searchTerms } from '@/lib/search-text';
import { searchPages, type SearchablePage } from './site-search';

const NEWS_SHOWN = 3;
const destinations = ['/energy/home', '/energy/calculator', '/electronics/home', '/energy/news', '/contact'] as const;
const destinationIds = {
  '/energy/home': 'energy-home',
  '/energy/calculator': 'energy-calculator',
  '/electronics/home': 'electronics-home',
  '/energy/news': 'energy-news',
  '/contact': 'contact',
} as const;

/**
 * `/search?q=`: the site's pages and the energy news in the visitor's language. `searchablePages` gives the pages'
 * copy (`site-pages/search-index.server.ts`), asked only when there is something to look for.
 */
export async function SearchPage({
  locale,
  query,
  searchablePages,
}: {
  locale: Locale;
  query: string;
  searchablePages: (locale: Locale) => Promise<SearchablePage[]>;
}) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const terms = searchTerms(query);
  const pageHits = terms.length ? searchPages(await searchablePages(locale), query) : [];
  const news = terms.length ? await listArticles((await getDatabase()).db, siteSearchNewsQuery(locale, query, NEWS_SHOWN)) : null;
  const nothing = terms.length > 0 && pageHits.length === 0 && !news?.total;

  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-14 sm:px-6">
      <header className="space-y-5">
        <h1 className="text-h1 font-bold">{query ? t('resultsFor', { query }) : pages('search.heroTitle')}</h1>
        <SearchBox
          id="site-search"
          action={localizedPath('/search', locale)}
          defaultValue={query}
          label={t('label')}
          placeholder={t('placeholder')}
          button={t('button')}
          large
        />
        {terms.length === 0 && <p className="text-muted-foreground">{query.trim() ? t('shortQuery') : t('prompt')}</p>}
      </header>

      {nothing && (
        <section aria-labelledby="search-empty" className="space-y-4 rounded-card border border-dashed border-border bg-card p-8">
          <h2 id="search-empty" className="text-h3 font-semibold">
            {t('empty', { query })}
          </h2>
          <p className="text-muted-foreground">{t('emptyBody')}</p>
        </section>
      )}

      {pageHits.length > 0 && (
        <section aria-labelledby="search-pages" className="space-y-4">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="search-pages" className="text-h2 font-bold">
              {t('pages')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('pagesCount', { count: pageHits.length })}</p>
          </div>
          <ul className="divide-y divide-border rounded-card border border-border bg-card">
            {pageHits.map((hit) => (
              <li key={hit.path} className="relative flex gap-4 p-5 hover:bg-muted/60">
                <Icon name="file-text" className="mt-1 size-5 shrink-0 text-primary" />
                <div>
                  <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t(`areas.${hit.area}`)}</p>
                  <Link
                    href={localizedPath(hit.path, locale)}
                    className="text-lg font-semibold text-foreground after:absolute after:inset-0 hover:text-primary"
                  >
                    {hit.title}
                  </Link>
                  <p className="mt-1 text-muted-foreground">{hit.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      {news && news.total > 0 && (
        <section aria-labelledby="search-news" className="space-y-4">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="search-news" className="text-h2 font-bold">
              {t('news')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('newsCount', { count: news.total })}</p>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {news.rows.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} locale={locale} />
              </li>
            ))}
          </ul>
          {news.total > NEWS_SHOWN && (
            <Link
              href={newsHref(localizedPath('/energy/news', locale), { q: query })}
              className="inline-flex items-center gap-2 font-semibold text-primary hover:underline"
            >
              {t('moreNews')}
              <Icon name="arrow-right" className="size-4 flip-rtl" />
            </Link>
          )}
        </section>
      )}

      {(nothing || terms.length === 0) && (
        <nav aria-labelledby="search-popular" className="space-y-3">
          <h2 id="search-popular" className="text-h3 font-semibold">
            {t('popular')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {destinations.map((path) => (
              <li key={path}>
                <Link href={localizedPath(path, locale)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  {pages(`${destinationIds[path]}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
