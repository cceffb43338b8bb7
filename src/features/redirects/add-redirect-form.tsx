'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import { addRedirectAction, type AddRedirectState } from './actions';

export type AddRedirectCopy = { from: string; to: string; hint: string; submit: string; submitting: string };

/** A new redirect from an old address to a page of the site. Works without JavaScript; a refusal keeps what was typed. */
export function AddRedirectForm({ locale, copy }: { locale: 'ar' | 'en'; copy: AddRedirectCopy }) {
  const [state, action, pending] = useActionState(addRedirectAction, { status: 'idle', from: '', to: '' } as AddRedirectState);
  const key = `${state.status}-${state.from}-${state.to}`;
  return (
    <form action={action} className="space-y-3" aria-describedby="redirect-hint">
      <input type="hidden" name="locale" value={locale} />
      <div className="grid gap-4 md:grid-cols-2">
        {(['from', 'to'] as const).map((name) => (
          <div key={name} className="flex flex-col gap-1.5">
            <label htmlFor={`redirect-${name}`} className="text-sm font-semibold">
              {copy[name]}
            </label>
            <input
              id={`redirect-${name}`}
              name={name}
              dir="ltr"
              required
              maxLength={300}
              placeholder={name === 'from' ? '/energy/products/old-name' : '/energy/products/new-name'}
              autoComplete="off"
              spellCheck={false}
              defaultValue={state[name]}
              key={`${name}-${key}`}
              className={controlClass()}
            />
          </div>
        ))}
      </div>
      <p id="redirect-hint" className="text-sm text-muted-foreground">
        {copy.hint}
      </p>
      {state.message && (
        <p
          role={state.status === 'failed' ? 'alert' : 'status'}
          className={
            state.status === 'failed'
              ? 'rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive'
              : 'rounded-lg border border-border bg-muted p-3 text-sm font-medium'
          }
        >
          {state.message}
        </p>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
