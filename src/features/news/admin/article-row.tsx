'use client';

import { Icon } from '@/components/ui/icon';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/config';
import { formatterFor } from '@/i18n/format';
import { localizedPath } from '@/i18n/paths';
import type { ArticleJson } from '@/features/news/article-json';
import { langAttributes, pick } from '@/features/news/localize';
import type { Bilingual } from '@/features/news/types';
import { cn } from '@/lib/cn';

export type RowActions = {
  onEdit: (article: ArticleJson, trigger: HTMLElement) => void;
  onDuplicate: (article: ArticleJson, trigger: HTMLElement) => void;
  onDelete: (article: ArticleJson) => void;
};

type Props = RowActions & {
  locale: Locale;
  article: ArticleJson;
  sectionName: Bilingual | undefined;
  selected: boolean;
  onToggle: (selected: boolean) => void;
};

const iconButton = buttonVariants({ variant: 'ghost', size: 'icon' });

function Localized({ value, locale, fallback }: { value: Bilingual; locale: Locale; fallback?: string }) {
  const text = pick(value, locale);
  if (!text.text.trim()) return <>{fallback ?? '—'}</>;
  return <span {...langAttributes(text, locale)}>{text.text}</span>;
}

function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={cn('px-3 py-3 align-middle', className)}>{children}</td>;
}

export function ArticleRow({ locale, article, sectionName, selected, onToggle, onEdit, onDuplicate, onDelete }: Props) {
  const t = useTranslations('newsAdmin');
  const title = pick(article.title, locale).text.trim() || t('table.untitled');
  const published = formatterFor(locale).dateTime(new Date(article.publishedAt), { dateStyle: 'medium' });

  return (
    <tr className={cn('hover:bg-muted/60', selected && 'bg-secondary/60')}>
      <td className="px-4 py-3 align-middle">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onToggle(event.target.checked)}
          aria-label={t('table.selectRow', { title })}
          className="size-4 accent-primary"
        />
      </td>
      <Cell>
        <Image
          src={article.image}
          alt=""
          width={64}
          height={43}
          unoptimized
          className="h-11 w-16 rounded-md border border-border bg-muted object-cover"
        />
      </Cell>
      <Cell className="max-w-72 font-semibold">
        <span className="line-clamp-2">
          <Localized value={article.title} locale={locale} fallback={t('table.untitled')} />
        </span>
      </Cell>
      <Cell>
        <Localized value={article.category} locale={locale} />
      </Cell>
      <Cell>{sectionName ? <Localized value={sectionName} locale={locale} /> : article.sectionId}</Cell>
      <Cell>
        <Localized value={article.author} locale={locale} />
      </Cell>
      <Cell className="whitespace-nowrap">
        <time dateTime={article.publishedAt}>{published}</time>
      </Cell>
      <Cell>
        {article.featured ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-energy-soft px-2.5 py-1 text-xs font-semibold text-foreground">
            <Icon name="star" className="size-3.5 fill-current text-energy" />
            {t('table.yes')}
          </span>
        ) : (
          <>
            <span aria-hidden="true" className="text-muted-foreground">
              —
            </span>
            <span className="sr-only">{t('table.no')}</span>
          </>
        )}
      </Cell>
      <Cell>
        <div className="flex items-center gap-0.5">
          <a
            href={localizedPath(`/energy/news/${article.id}`, locale)}
            target="_blank"
            rel="noopener noreferrer"
            className={iconButton}
            aria-label={`${t('table.viewLabel', { title })} ${t('panel.newTab')}`}
            title={t('table.view')}
          >
            <Icon name="external-link" className="flip-rtl" />
          </a>
          <button
            type="button"
            className={iconButton}
            aria-label={t('table.editLabel', { title })}
            title={t('table.edit')}
            onClick={(event) => onEdit(article, event.currentTarget)}
          >
            <Icon name="pencil" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={t('table.duplicateLabel', { title })}
            title={t('table.duplicate')}
            onClick={(event) => onDuplicate(article, event.currentTarget)}
          >
            <Icon name="copy" />
          </button>
          <button
            type="button"
            className={cn(iconButton, 'text-destructive hover:bg-destructive/10')}
            aria-label={t('table.deleteLabel', { title })}
            title={t('table.delete')}
            onClick={() => onDelete(article)}
          >
            <Icon name="trash" />
          </button>
        </div>
      </Cell>
    </tr>
  );
}
