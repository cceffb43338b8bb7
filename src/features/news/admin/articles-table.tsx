'use client';

import { Icon } from '@/components/ui/icon';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/config';
import type { ArticleJson } from '@/features/news/article-json';
import type { NewsSection } from '@/features/news/types';
import { ArticleRow, type RowActions } from './article-row';

type Props = RowActions & {
  locale: Locale;
  headingRef: RefObject<HTMLHeadingElement | null>;
  articles: ArticleJson[];
  total: number;
  sections: NewsSection[];
  selected: ReadonlySet<number>;
  selectedVisible: number[];
  filtered: boolean;
  onSelect: (selected: ReadonlySet<number>) => void;
  onClearFilters: () => void;
  onDeleteSelected: () => void;
};

/** The articles shown by the filters, newest first, with selection for bulk delete. */
export function ArticlesTable({
  locale,
  headingRef,
  articles,
  total,
  sections,
  selected,
  selectedVisible,
  filtered,
  onSelect,
  onClearFilters,
  onDeleteSelected,
  ...actions
}: Props) {
  const t = useTranslations('newsAdmin');
  const selectAll = useRef<HTMLInputElement>(null);
  const allSelected = articles.length > 0 && selectedVisible.length === articles.length;
  const someSelected = selectedVisible.length > 0 && !allSelected;

  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = someSelected;
  }, [someSelected]);

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  const toggleAll = (on: boolean) => {
    const next = new Set(selected);
    for (const article of articles) {
      if (on) next.add(article.id);
      else next.delete(article.id);
    }
    onSelect(next);
  };
  const sectionNames = new Map(sections.map((section) => [section.id, section.name]));

  return (
    <section aria-labelledby="news-articles-heading" className="space-y-3">
      <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-baseline gap-x-3">
          <h2 id="news-articles-heading" ref={headingRef} tabIndex={-1} className="text-h3 font-bold outline-none">
            {t('panel.articles')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('toolbar.showing', { shown: articles.length, total })}</p>
        </div>
        {selectedVisible.length > 0 && (
          <Button variant="destructive" size="sm" onClick={onDeleteSelected}>
            <Icon name="trash" />
            {t('toolbar.deleteSelected', { count: selectedVisible.length })}
          </Button>
        )}
      </div>

      {articles.length === 0 ? (
        <div className="rounded-card border border-dashed border-border bg-card p-10 text-center">
          <p className="text-muted-foreground">{filtered ? t('table.empty') : t('table.emptyAll')}</p>
          {filtered && (
            <Button variant="outline" size="sm" className="mt-4" onClick={onClearFilters}>
              {t('toolbar.clear')}
            </Button>
          )}
        </div>
      ) : (
        <div className="relative overflow-x-auto rounded-card border border-border bg-card shadow-card">
          <table className="w-full min-w-[60rem] text-start text-sm">
            <caption className="sr-only">{t('table.caption')}</caption>
            <thead className="bg-muted text-xs tracking-wide text-muted-foreground">
              <tr>
                <th scope="col" className="w-12 px-4 py-3 text-start">
                  <input
                    ref={selectAll}
                    type="checkbox"
                    checked={allSelected}
                    onChange={(event) => toggleAll(event.target.checked)}
                    aria-label={t('table.selectAll')}
                    className="size-4 accent-primary"
                  />
                </th>
                {(['image', 'title', 'category', 'section', 'author', 'published', 'featured', 'actions'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-3 text-start font-semibold">
                    {t(`table.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {articles.map((article) => (
                <ArticleRow
                  key={article.id}
                  locale={locale}
                  article={article}
                  sectionName={sectionNames.get(article.sectionId)}
                  selected={selected.has(article.id)}
                  onToggle={(on) => toggle(article.id, on)}
                  {...actions}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
