'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import type { SecurityState } from '@/features/auth/two-factor-actions';
import { CodeField, FormMessage } from './code-field';
import { RecoveryCodeList, type RecoveryCopy } from './recovery-code-list';

type Copy = { title: string; body: string; code: string; submit: string; working: string; codes: RecoveryCopy };

/**
 * A change to two-factor sign-in confirmed with a current code (from the app, or a recovery code): new recovery
 * codes, or turning it off. New codes replace the form, shown once.
 */
export function ConfirmWithCode({
  id,
  locale,
  action: serverAction,
  copy,
  doneHref,
  destructive = false,
}: {
  id: string;
  locale: string;
  action: (previous: SecurityState, formData: FormData) => Promise<SecurityState>;
  copy: Copy;
  doneHref: string;
  destructive?: boolean;
}) {
  const [state, action, pending] = useActionState(serverAction, { status: 'idle' } as SecurityState);
  if (state.status === 'done' && state.codes) return <RecoveryCodeList codes={state.codes} copy={copy.codes} doneHref={doneHref} />;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-card border border-border bg-card p-6 shadow-card">
      <h2 id={`${id}-title`} className="text-h3 font-bold">
        {copy.title}
      </h2>
      <p className="text-muted-foreground">{copy.body}</p>
      <form action={action} className="flex flex-wrap items-end gap-4">
        <input type="hidden" name="locale" value={locale} />
        <CodeField id={`${id}-code`} label={copy.code} kind="any" className="w-64 max-w-full" />
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={pending} size="lg">
          {pending ? copy.working : copy.submit}
        </Button>
        <div className="basis-full empty:hidden">
          <FormMessage message={state.status === 'failed' ? state.message : null} />
        </div>
      </form>
    </section>
  );
}
