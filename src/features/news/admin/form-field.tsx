'use client';

import { Icon } from '@/components/ui/icon';
import { useTranslations } from 'next-intl';
import type { HTMLAttributes } from 'react';
import type { ArticleField } from '@/features/news/article-schema';
import type { Locale } from '@/i18n/config';

/** Field errors keyed by field, or `field.lang` for the texts written in each language; values are `newsAdmin.errors` keys. */
export type FormErrors = Partial<Record<string, string>>;

export const errorKey = (field: ArticleField, lang?: Locale) => (lang ? `${field}.${lang}` : field);

/** `lang`/`dir` for the panel's own words placed inside a column written in the other language. */
export type UiAttributes = Pick<HTMLAttributes<HTMLElement>, 'lang' | 'dir'>;

export function FieldError({ id, code, ui }: { id: string; code: string | undefined; ui?: UiAttributes }) {
  const t = useTranslations('newsAdmin.errors');
  if (!code) return null;
  return (
    <p id={id} {...ui} className="flex items-start gap-1.5 self-start text-sm font-medium text-destructive">
      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
      {t.has(code) ? t(code) : code}
    </p>
  );
}

/** The ids an input is described by, skipping the ones not on screen. */
export const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** A visual mark only: the control itself carries `aria-required`. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-1 text-destructive">
      *
    </span>
  );
}
