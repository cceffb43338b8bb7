'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import { createEntryAction, type NewEntryState } from './actions';

export type NewEntryCopy = {
  titleAr: string;
  titleEn: string;
  slug: string;
  slugHint: string;
  category: string;
  chooseCategory: string;
  templateNote: string;
  submit: string;
  submitting: string;
};

type Field = 'titleAr' | 'titleEn' | 'slug' | 'category';

/**
 * A new entry of one collection: its title in both languages, its address and its catalogue category. Works without
 * JavaScript; a refusal names each field's problem beside it and keeps everything typed.
 */
export function NewEntryForm({
  locale,
  collection,
  prefix,
  categories,
  copy,
}: {
  locale: 'ar' | 'en';
  collection: string;
  prefix: string;
  categories: { value: string; label: string }[];
  copy: NewEntryCopy;
}) {
  const initial: NewEntryState = { status: 'idle', problems: {}, values: { collection, titleAr: '', titleEn: '', slug: '', category: '' } };
  const [state, action, pending] = useActionState(createEntryAction, initial);
  const { problems, values } = state;
  // Each control keeps what was typed across a refusal (a new key makes React take the returned value).
  const keyOf = (name: Field) => `${name}-${state.status}-${values[name]}`;
  const problem = (name: Field) =>
    problems[name] ? (
      <p id={`entry-${name}-problem`} className="text-sm font-medium text-destructive">
        {problems[name]}
      </p>
    ) : null;
  const described = (name: Field, hint?: string) => [hint, problems[name] && `entry-${name}-problem`].filter(Boolean).join(' ') || undefined;

  return (
    <form action={action} className="max-w-2xl space-y-5" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="collection" value={collection} />
      {problems.form && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {problems.form}
        </p>
      )}
      <div className="grid gap-5 md:grid-cols-2">
        {(
          [
            ['titleAr', 'ar', 'rtl'],
            ['titleEn', 'en', 'ltr'],
          ] as const
        ).map(([name, lang, dir]) => (
          <div key={name} className="flex flex-col gap-1.5">
            <label htmlFor={`entry-${name}`} className="text-sm font-semibold">
              {copy[name]}
            </label>
            <input
              id={`entry-${name}`}
              name={name}
              dir={dir}
              lang={lang}
              required
              maxLength={240}
              defaultValue={values[name]}
              key={keyOf(name)}
              aria-invalid={problems[name] ? true : undefined}
              aria-describedby={described(name)}
              className={controlClass()}
            />
            {problem(name)}
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="entry-slug" className="text-sm font-semibold">
          {copy.slug}
        </label>
        <div dir="ltr" className="flex items-center gap-1">
          <span className="shrink-0 text-sm text-muted-foreground">{prefix}/</span>
          <input
            id="entry-slug"
            name="slug"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            maxLength={160}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            defaultValue={values.slug}
            key={keyOf('slug')}
            aria-invalid={problems.slug ? true : undefined}
            aria-describedby={described('slug', 'entry-slug-hint')}
            className={controlClass()}
          />
        </div>
        <p id="entry-slug-hint" className="text-sm text-muted-foreground">
          {copy.slugHint}
        </p>
        {problem('slug')}
      </div>
      {categories.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="entry-category" className="text-sm font-semibold">
            {copy.category}
          </label>
          <select
            id="entry-category"
            name="category"
            required
            defaultValue={values.category}
            key={keyOf('category')}
            aria-invalid={problems.category ? true : undefined}
            aria-describedby={described('category')}
            className={controlClass()}
          >
            <option value="">{copy.chooseCategory}</option>
            {categories.map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </select>
          {problem('category')}
        </div>
      )}
      <p className="text-sm text-muted-foreground">{copy.templateNote}</p>
      <Button type="submit" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
