'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import { moveEntryAction, type MoveState } from './actions';

export type MoveCopy = { label: string; hint: string; submit: string; submitting: string };

/** A new address for an entry. Works without JavaScript; a refusal says why beside the field and keeps what was typed. */
export function MoveForm({ id, locale, prefix, slug, copy }: { id: string; locale: 'ar' | 'en'; prefix: string; slug: string; copy: MoveCopy }) {
  const [state, action, pending] = useActionState(moveEntryAction, { status: 'idle', slug } as MoveState);
  return (
    <form action={action} className="space-y-2">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="id" value={id} />
      <label htmlFor="entry-move-slug" className="block text-sm font-semibold">
        {copy.label}
      </label>
      <div dir="ltr" className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">{prefix}/</span>
        <input
          id="entry-move-slug"
          name="slug"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={160}
          defaultValue={state.slug}
          key={`${state.status}-${state.slug}`}
          aria-invalid={state.status === 'failed' ? true : undefined}
          aria-describedby={['entry-move-hint', state.message && 'entry-move-problem'].filter(Boolean).join(' ')}
          className={`${controlClass()} w-auto min-w-0 flex-1`}
        />
        <Button type="submit" variant="outline" size="sm" disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </Button>
      </div>
      <p id="entry-move-hint" className="text-sm text-muted-foreground">
        {copy.hint}
      </p>
      {state.message && (
        <p id="entry-move-problem" role="alert" className="text-sm font-medium text-destructive">
          {state.message}
        </p>
      )}
    </form>
  );
}
