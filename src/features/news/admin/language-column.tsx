'use client';

import { useTranslations } from 'next-intl';
import { EXCERPT_RECOMMENDED, type ArticleFormValues } from '@/features/news/article-schema';
import { directionOf, type Locale } from '@/i18n/config';
import { cn } from '@/lib/cn';
import { controlClass } from '@/components/ui/control-class';
import { FieldError, describedBy, errorKey, type FormErrors, type UiAttributes } from './form-field';

export type TextField = 'title' | 'excerpt' | 'content' | 'author' | 'tags';

const fields: { field: TextField; rows?: number; hint?: 'contentHint' | 'tagsHint' }[] = [
  { field: 'title' },
  { field: 'excerpt', rows: 4 },
  { field: 'content', rows: 14, hint: 'contentHint' },
  { field: 'author' },
  { field: 'tags', hint: 'tagsHint' },
];

type Props = {
  lang: Locale;
  uiLocale: Locale;
  values: ArticleFormValues;
  errors: FormErrors;
  onText: (field: TextField, lang: Locale, value: string) => void;
};

/** Every text of the article in one language, written in that language's direction. */
export function LanguageColumn({ lang, uiLocale, values, errors, onText }: Props) {
  const t = useTranslations('newsAdmin.form');
  const ui: UiAttributes = lang === uiLocale ? {} : { lang: uiLocale, dir: directionOf(uiLocale) };
  const languageName = t(lang === 'ar' ? 'arabic' : 'english');

  return (
    <fieldset dir={directionOf(lang)} lang={lang} className="min-w-0 space-y-5 rounded-card border border-border bg-background p-5">
      <legend {...ui} className="px-2 text-base font-bold">
        {t('languageColumn', { language: languageName })}
      </legend>
      {fields.map(({ field, rows, hint }) => {
        const id = `news-${field}-${lang}`;
        const error = errors[errorKey(field, lang)];
        const value = values[field][lang];
        const count = value.length;
        const outsideRange = count > 0 && (count < EXCERPT_RECOMMENDED.min || count > EXCERPT_RECOMMENDED.max);
        const props = {
          id,
          value,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(hint && `${id}-hint`, field === 'excerpt' && `${id}-count ${id}-hint`, error && `${id}-error`),
          onChange: (event: { target: { value: string } }) => onText(field, lang, event.target.value),
          className: cn(controlClass(Boolean(error)), field === 'content' && 'leading-relaxed'),
        };
        return (
          <div key={field} className="flex flex-col gap-1.5">
            <label htmlFor={id} {...ui} className="self-start text-sm font-semibold">
              {t(field)}
              <span className="sr-only"> ({languageName})</span>
            </label>
            {rows ? <textarea rows={rows} {...props} /> : <input type="text" autoComplete="off" {...props} />}
            {field === 'excerpt' && (
              <div className="flex flex-wrap justify-between gap-x-3 text-xs">
                <span id={`${id}-hint`} {...ui} className="text-muted-foreground">
                  {t('excerptHint')}
                </span>
                <span id={`${id}-count`} {...ui} className={cn('tabular-nums', outsideRange ? 'font-semibold text-energy' : 'text-muted-foreground')}>
                  {t('excerptCount', { count })}
                </span>
              </div>
            )}
            {hint && (
              <p id={`${id}-hint`} {...ui} className="self-start text-xs text-muted-foreground">
                {t(hint)}
              </p>
            )}
            <FieldError id={`${id}-error`} code={error} ui={ui} />
          </div>
        );
      })}
    </fieldset>
  );
}
