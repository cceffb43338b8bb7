'use client';

import { Icon } from '@/components/ui/icon';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { isLocale, locales, type Locale } from '@/i18n/config';
import type { ArticleJson } from '@/features/news/article-json';
import { articleInputSchema, emptyBilingual, validateArticle, type ArticleFormValues } from '@/features/news/article-schema';
import { pick } from '@/features/news/localize';
import type { Bilingual, NewsCategory, NewsSection } from '@/features/news/types';
import { controlClass } from '@/components/ui/control-class';
import { FieldError, RequiredMark, describedBy, type FormErrors } from './form-field';
import { ImageUpload } from './image-upload';
import { LanguageColumn, type TextField } from './language-column';
import { requestJson, useFailureText } from './request';

export type FormMode = 'add' | 'edit' | 'duplicate';

const textFields: readonly string[] = ['title', 'excerpt', 'content', 'author', 'tags'] satisfies TextField[];
const copySuffix: Bilingual = { ar: ' (نسخة)', en: ' (Copy)' };

/** The form's starting values: empty, the article's, or a copy of it (titled "… (Copy)", not featured). */
function initialValues(article: ArticleJson | undefined, mode: FormMode): ArticleFormValues {
  if (!article) {
    const [title, excerpt, content, author, tags] = [0, 1, 2, 3, 4].map(() => emptyBilingual()) as [
      Bilingual,
      Bilingual,
      Bilingual,
      Bilingual,
      Bilingual,
    ];
    return { sectionId: '', categoryId: '', title, excerpt, content, author, tags, image: '', featured: false };
  }
  const duplicate = mode === 'duplicate';
  const title = { ...article.title };
  if (duplicate) for (const lang of locales) if (title[lang].trim()) title[lang] = title[lang] + copySuffix[lang];
  return {
    sectionId: article.sectionId,
    categoryId: String(article.categoryId),
    title,
    excerpt: { ...article.excerpt },
    content: { ...article.content },
    author: { ...article.author },
    tags: { ar: article.tags.ar.join('، '), en: article.tags.en.join(', ') },
    image: article.image,
    featured: duplicate ? false : article.featured,
  };
}

/** Field errors as the form shows them: a text's error under the language it concerns, or under both. */
function spreadErrors(fields: Record<string, unknown>, languagesOf = new Map<string, Set<Locale>>()): FormErrors {
  const errors: FormErrors = {};
  for (const [field, code] of Object.entries(fields)) {
    if (typeof code !== 'string') continue;
    if (!textFields.includes(field)) errors[field] = code;
    else for (const lang of languagesOf.get(field) ?? locales) errors[`${field}.${lang}`] = code;
  }
  return errors;
}

function clientErrors(values: ArticleFormValues): FormErrors | null {
  const verdict = validateArticle(values);
  if (verdict.ok) return null;
  const languagesOf = new Map<string, Set<Locale>>();
  for (const issue of articleInputSchema.safeParse(values).error?.issues ?? []) {
    const [field, lang] = issue.path;
    if (typeof field === 'string' && isLocale(lang)) languagesOf.set(field, (languagesOf.get(field) ?? new Set()).add(lang));
  }
  return spreadErrors(verdict.errors, languagesOf);
}

type Props = {
  locale: Locale;
  mode: FormMode;
  article?: ArticleJson;
  sections: NewsSection[];
  categories: NewsCategory[];
  onCancel: () => void;
  onSaved: (mode: FormMode) => Promise<void>;
};

export function ArticleForm({ locale, mode, article, sections, categories, onCancel, onSaved }: Props) {
  const t = useTranslations('newsAdmin.form');
  const failureText = useFailureText();
  const [values, setValues] = useState(() => initialValues(article, mode));
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const clear = (...fields: string[]) =>
    setErrors((previous) => {
      const keys = Object.keys(previous).filter((key) => fields.includes(key.split('.')[0]!));
      if (keys.length === 0) return previous;
      const next = { ...previous };
      for (const key of keys) delete next[key];
      return next;
    });

  const update = (patch: Partial<ArticleFormValues>, ...fields: string[]) => {
    setValues((previous) => ({ ...previous, ...patch }));
    clear(...fields);
  };

  const setText = (field: TextField, lang: Locale, text: string) => {
    setValues((previous) => ({ ...previous, [field]: { ...previous[field], [lang]: text } }));
    clear(field);
  };

  const showErrors = (next: FormErrors) => {
    flushSync(() => setErrors(next));
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || uploading) return;
    setSaveError(null);
    const found = clientErrors(values);
    if (found) return showErrors(found);
    setSaving(true);
    const editing = mode === 'edit' && article;
    const outcome = await requestJson<{ article: ArticleJson }>(editing ? `/api/admin/news/${article.id}` : '/api/admin/news', {
      method: editing ? 'PUT' : 'POST',
      body: values,
    });
    if (outcome.ok) return onSaved(mode);
    setSaving(false);
    const { failure } = outcome;
    setSaveError(failureText(failure));
    if (failure.kind === 'status' && failure.status === 422 && failure.body.fields && typeof failure.body.fields === 'object') {
      showErrors(spreadErrors(failure.body.fields as Record<string, unknown>));
    }
  };

  const sectionCategories = categories.filter((category) => category.sectionId === values.sectionId);
  const columns = [locale, ...locales.filter((lang) => lang !== locale)];
  const titleKey = mode === 'edit' ? 'editTitle' : mode === 'duplicate' ? 'duplicateTitle' : 'addTitle';

  return (
    <section aria-labelledby="news-form-title" className="rounded-card border border-border bg-card p-5 shadow-card sm:p-8">
      <h2 id="news-form-title" ref={heading} tabIndex={-1} className="text-h2 font-bold outline-none">
        {t(titleKey)}
      </h2>
      <p className="mt-2 text-muted-foreground">{t('intro')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('required')}</p>

      <form ref={form} noValidate onSubmit={submit} className="mt-6 space-y-6">
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:items-start">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="news-section" className="text-sm font-semibold">
              {t('section')}
              <RequiredMark />
            </label>
            <select
              id="news-section"
              value={values.sectionId}
              aria-required="true"
              aria-invalid={errors.sectionId ? true : undefined}
              aria-describedby={describedBy(errors.sectionId && 'news-section-error')}
              onChange={(event) => update({ sectionId: event.target.value, categoryId: '' }, 'sectionId', 'categoryId')}
              className={controlClass(Boolean(errors.sectionId))}
            >
              <option value="">{t('chooseSection')}</option>
              {sections.map((section) => (
                <option key={section.id} value={section.id}>
                  {pick(section.name, locale).text}
                </option>
              ))}
            </select>
            <FieldError id="news-section-error" code={errors.sectionId} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="news-category" className="text-sm font-semibold">
              {t('category')}
              <RequiredMark />
            </label>
            <select
              id="news-category"
              value={values.categoryId}
              disabled={!values.sectionId}
              aria-required="true"
              aria-invalid={errors.categoryId ? true : undefined}
              aria-describedby={describedBy(!values.sectionId && 'news-category-hint', errors.categoryId && 'news-category-error')}
              onChange={(event) => update({ categoryId: event.target.value }, 'categoryId')}
              className={controlClass(Boolean(errors.categoryId))}
            >
              <option value="">{t('chooseCategory')}</option>
              {sectionCategories.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {pick(category.name, locale).text}
                </option>
              ))}
            </select>
            {!values.sectionId && (
              <p id="news-category-hint" className="text-xs text-muted-foreground">
                {t('categoryHint')}
              </p>
            )}
            <FieldError id="news-category-error" code={errors.categoryId} />
          </div>
          <div className="flex items-start gap-3 rounded-lg border border-border p-3 sm:col-span-2 lg:col-span-1 lg:mt-7">
            <input
              id="news-featured"
              type="checkbox"
              checked={values.featured}
              aria-describedby="news-featured-hint"
              onChange={(event) => update({ featured: event.target.checked }, 'featured')}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <div>
              <label htmlFor="news-featured" className="text-sm font-semibold">
                {t('featured')}
              </label>
              <p id="news-featured-hint" className="text-xs text-muted-foreground">
                {t('featuredHint')}
              </p>
              <FieldError id="news-featured-error" code={errors.featured} />
            </div>
          </div>
        </div>

        <div className="grid gap-5 lg:grid-cols-2">
          {columns.map((lang) => (
            <LanguageColumn key={lang} lang={lang} uiLocale={locale} values={values} errors={errors} onText={setText} />
          ))}
        </div>

        <div className="space-y-1.5">
          <ImageUpload
            id="news-image"
            locale={locale}
            value={values.image}
            onChange={(image) => update({ image }, 'image')}
            onBusyChange={setUploading}
            invalid={Boolean(errors.image)}
            errorId="news-image-error"
          />
          <FieldError id="news-image-error" code={errors.image} />
        </div>

        {saveError && (
          <div role="alert" className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
            <Icon name="circle-exclamation-point" className="mt-0.5 size-5 shrink-0" />
            <p>
              <strong className="block font-bold">{t('saveFailed')}</strong>
              {t('saveError', { message: saveError })}
            </p>
          </div>
        )}

        <div className="flex flex-wrap items-center gap-3 border-t border-border pt-5">
          <Button type="submit" size="lg" disabled={saving || uploading}>
            <Icon name="save" />
            {saving ? t(mode === 'edit' ? 'updating' : 'creating') : t(mode === 'edit' ? 'save' : 'publish')}
          </Button>
          <Button variant="outline" size="lg" onClick={onCancel} disabled={saving}>
            <Icon name="x" />
            {t('cancel')}
          </Button>
          {uploading && <p className="text-sm text-muted-foreground">{t('uploadInProgress')}</p>}
        </div>
      </form>
    </section>
  );
}
