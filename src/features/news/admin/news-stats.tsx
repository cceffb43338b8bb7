'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/i18n/config';
import { formatterFor } from '@/i18n/format';
import type { ArticleJson } from '@/features/news/article-json';
import { langAttributes, pick } from '@/features/news/localize';
import type { NewsCategory } from '@/features/news/types';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

type Props = { id: string; hidden: boolean; locale: Locale; articles: ArticleJson[]; categories: NewsCategory[] };

/** Totals at a glance: all, featured, published in the last 7 days ("This Week"), and per category. */
export function NewsStats({ id, hidden, locale, articles, categories }: Props) {
  const t = useTranslations('newsAdmin.stats');
  const format = formatterFor(locale);
  // Read the clock once per mount (opening the panel), not on every render.
  const [now] = useState(() => Date.now());
  const thisWeek = articles.filter((article) => {
    const age = now - Date.parse(article.publishedAt);
    return age >= 0 && age <= WEEK_MS;
  }).length;
  const perCategory = categories.map((category) => ({
    category,
    name: pick(category.name, locale),
    count: articles.filter((article) => article.categoryId === category.id).length,
  }));
  const tiles = [
    { label: t('total'), value: articles.length },
    { label: t('featured'), value: articles.filter((article) => article.featured).length },
    { label: t('thisWeek'), value: thisWeek, hint: t('thisWeekHint') },
  ];

  return (
    <section id={id} hidden={hidden} aria-labelledby={`${id}-title`} className="rounded-card border border-border bg-card p-5 shadow-card">
      <h2 id={`${id}-title`} className="text-h3 font-bold">
        {t('title')}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-lg border border-border bg-muted p-4">
            <dt className="text-sm font-semibold text-muted-foreground">{tile.label}</dt>
            <dd className="mt-1 text-h2 font-bold text-primary">{format.number(tile.value)}</dd>
            {tile.hint && <dd className="text-xs text-muted-foreground">{tile.hint}</dd>}
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-muted-foreground">{t('byCategory')}</h3>
      {perCategory.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('noCategories')}</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {perCategory.map(({ category, name, count }) => (
            <li key={category.id} className="flex items-center justify-between gap-3 rounded-lg border border-border px-3 py-2 text-sm">
              <span {...langAttributes(name, locale)}>{name.text}</span>
              <span className="rounded-full bg-secondary px-2.5 py-0.5 font-semibold text-secondary-foreground">{format.number(count)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
