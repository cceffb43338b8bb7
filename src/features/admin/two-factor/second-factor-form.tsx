'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { secondFactorAction, type CodeState } from '@/features/auth/actions';
import { CodeField, FormMessage } from './code-field';

type Copy = { label: string; submit: string; submitting: string };

/** Step 2 of sign-in: the code from the app, or (`recovery`) a recovery code. Works without JavaScript too. */
export function SecondFactorForm({ locale, next, recovery, copy }: { locale: string; next: string; recovery: boolean; copy: Copy }) {
  const [state, action, pending] = useActionState(secondFactorAction, { status: 'idle' } as CodeState);
  return (
    <form action={action} className="space-y-5">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="next" value={next} />
      <CodeField id="sign-in-code" label={copy.label} kind={recovery ? 'any' : 'app'} />
      <FormMessage message={state.status === 'failed' ? state.message : null} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
