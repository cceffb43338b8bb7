'use client';

import { Icon } from '@/components/ui/icon';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/config';
import type { ArticleJson } from '@/features/news/article-json';
import { pick } from '@/features/news/localize';
import type { NewsCategory, NewsSection } from '@/features/news/types';
import { LabelledField } from '@/components/ui/labelled-field';

export type Filters = { search: string; sectionId: string; categoryId: string };
export const noFilters: Filters = { search: '', sectionId: '', categoryId: '' };

/** Client-side search over titles, excerpts and tags in both languages, then the section and category. */
export function filterArticles(articles: ArticleJson[], filters: Filters): ArticleJson[] {
  const query = filters.search.trim().toLocaleLowerCase();
  return articles.filter((article) => {
    if (filters.sectionId && article.sectionId !== filters.sectionId) return false;
    if (filters.categoryId && String(article.categoryId) !== filters.categoryId) return false;
    if (!query) return true;
    const haystack = [...Object.values(article.title), ...Object.values(article.excerpt), ...Object.values(article.tags).flat()];
    return haystack.some((text) => text.toLocaleLowerCase().includes(query));
  });
}

export const inputClass =
  'w-full rounded-lg border border-border bg-background px-3 py-2 text-sm text-foreground disabled:cursor-not-allowed disabled:opacity-60';

type Props = { locale: Locale; filters: Filters; onChange: (filters: Filters) => void; sections: NewsSection[]; categories: NewsCategory[] };

export function Toolbar({ locale, filters, onChange, sections, categories }: Props) {
  const t = useTranslations('newsAdmin.toolbar');
  const categoryChoices = filters.sectionId ? categories.filter((category) => category.sectionId === filters.sectionId) : categories;
  const active = filters.search !== '' || filters.sectionId !== '' || filters.categoryId !== '';

  const chooseSection = (sectionId: string) => {
    const keepCategory = categories.some(
      (category) => String(category.id) === filters.categoryId && (!sectionId || category.sectionId === sectionId),
    );
    onChange({ ...filters, sectionId, categoryId: keepCategory ? filters.categoryId : '' });
  };

  return (
    <div
      role="group"
      aria-label={t('label')}
      className="grid gap-4 rounded-card border border-border bg-card p-5 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
    >
      <LabelledField id="news-filter-search" label={t('search')}>
        <div className="relative">
          <Icon name="search" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
          <input
            id="news-filter-search"
            type="search"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
            placeholder={t('searchPlaceholder')}
            className={`${inputClass} ps-9`}
          />
        </div>
      </LabelledField>
      <LabelledField id="news-filter-section" label={t('section')}>
        <select id="news-filter-section" value={filters.sectionId} onChange={(event) => chooseSection(event.target.value)} className={inputClass}>
          <option value="">{t('allSections')}</option>
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {pick(section.name, locale).text}
            </option>
          ))}
        </select>
      </LabelledField>
      <LabelledField id="news-filter-category" label={t('category')}>
        <select
          id="news-filter-category"
          value={filters.categoryId}
          onChange={(event) => onChange({ ...filters, categoryId: event.target.value })}
          className={inputClass}
        >
          <option value="">{t('allCategories')}</option>
          {categoryChoices.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {pick(category.name, locale).text}
            </option>
          ))}
        </select>
      </LabelledField>
      <Button variant="ghost" onClick={() => onChange(noFilters)} disabled={!active} className="sm:col-span-2 sm:justify-self-start lg:col-span-1">
        <Icon name="x" />
        {t('clear')}
      </Button>
    </div>
  );
}
