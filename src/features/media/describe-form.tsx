'use client';

import { useActionState, useState, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import { describedBy, FormField } from '@/components/ui/form-field';
import { describePictureAction, type DescribeState, type DescribeValues } from './actions';

/**
 * A picture's description (decision 019): what it shows and its caption in both languages, and its focal point,
 * set by clicking the picture or typing the two distances (the form works without JavaScript), with the crops a wide
 * and a square frame would show. A refusal names each field's problem and keeps everything typed.
 */
export function DescribeForm({ locale, item, src, initial }: { locale: 'ar' | 'en'; item: string; src: string; initial: DescribeValues }) {
  const t = useTranslations('admin.media');
  const [state, action, pending] = useActionState(describePictureAction, { status: 'idle', problems: {}, values: initial } as DescribeState);
  const [focus, setFocus] = useState({ x: initial.focusX, y: initial.focusY });
  const problem = (name: keyof DescribeState['problems']) => state.problems[name];
  const values = state.values;
  // After a refusal the fields are drawn again with what was sent.
  const key = `${state.status}-${JSON.stringify(state.problems)}`;
  const position = `${Number(focus.x) || 0}% ${Number(focus.y) || 0}%`;

  function pick(event: MouseEvent<HTMLImageElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => String(Math.min(100, Math.max(0, Math.round(value * 100))));
    setFocus({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  }

  const text = (name: 'altAr' | 'altEn' | 'captionAr' | 'captionEn', hint?: string) => {
    const id = `media-${name}`;
    return (
      <FormField id={id} label={t(`describe.${name}`)} hint={hint} problem={problem(name)}>
        <textarea
          id={id}
          name={name}
          defaultValue={values[name]}
          dir={name.endsWith('Ar') ? 'rtl' : 'ltr'}
          rows={2}
          maxLength={400}
          required={name.startsWith('alt')}
          aria-invalid={problem(name) ? true : undefined}
          aria-describedby={describedBy(id, !!hint, problem(name))}
          className={controlClass(!!problem(name))}
        />
      </FormField>
    );
  };

  return (
    <form key={key} action={action} className="space-y-6" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="item" value={item} />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('altAr', t('describe.altHint'))}
        {text('altEn')}
        {text('captionAr')}
        {text('captionEn')}
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">{t('describe.focus')}</legend>
        <p id="media-focus-hint" className="text-sm text-muted-foreground">
          {t('describe.focusHint')}
        </p>
        <div className="flex flex-wrap items-start gap-4">
          <div className="relative w-full max-w-md" dir="ltr">
            {/* Clicking sets the point; the number fields beside it are the keyboard's way. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
            <img src={src} alt="" onClick={pick} className="block w-full cursor-crosshair rounded-lg border border-border" />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute grid size-8 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-2 border-white shadow-[0_0_0_2px_black]"
              style={{ left: `${Number(focus.x) || 0}%`, top: `${Number(focus.y) || 0}%` }}
            >
              <span className="size-2 rounded-full bg-white shadow-[0_0_0_2px_black]" />
            </span>
          </div>
          <div className="flex gap-3">
            {(
              [
                ['wide', 'aspect-video w-40'],
                ['square', 'aspect-square w-24'],
              ] as const
            ).map(([frame, shape]) => (
              <figure key={frame} className="text-xs text-muted-foreground">
                {/* eslint-disable-next-line @next/next/no-img-element -- the crop a frame would show */}
                <img src={src} alt="" className={`${shape} rounded-md border border-border object-cover`} style={{ objectPosition: position }} />
                <figcaption className="mt-1">{t(`describe.${frame}`)}</figcaption>
              </figure>
            ))}
          </div>
        </div>
        <div className="grid max-w-md grid-cols-2 gap-4">
          {(['focusX', 'focusY'] as const).map((name) => {
            const id = `media-${name}`;
            return (
              <FormField key={name} id={id} label={t(`describe.${name}`)} problem={problem(name)}>
                <input
                  id={id}
                  name={name}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  value={name === 'focusX' ? focus.x : focus.y}
                  onChange={(event) => setFocus((current) => ({ ...current, [name === 'focusX' ? 'x' : 'y']: event.target.value }))}
                  aria-invalid={problem(name) ? true : undefined}
                  aria-describedby={describedBy(id, false, problem(name)) ?? 'media-focus-hint'}
                  className={controlClass(!!problem(name))}
                />
              </FormField>
            );
          })}
        </div>
      </fieldset>
      {/* The outcome sits by the button: on a phone the fields it concerns are a screen away. */}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={pending}>
          {pending ? t('describe.submitting') : t('describe.submit')}
        </Button>
        {state.status === 'saved' && (
          <p role="status" className="text-sm font-medium">
            {t('notices.described')}
          </p>
        )}
        {state.status === 'failed' && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {state.problems.form ?? t('describe.fix')}
          </p>
        )}
      </div>
    </form>
  );
}
