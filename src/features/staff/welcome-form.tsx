'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { acceptInvitationAction, type WelcomeState } from './actions';
import { ActionMessage, NewPasswordFields } from './form-parts';

export type WelcomeCopy = { password: string; confirm: string; rule: string; submit: string; submitting: string };

/** Chooses the password of an invited account and signs it in. Works without JavaScript. */
export function WelcomeForm({ locale, token, email, copy }: { locale: 'ar' | 'en'; token: string; email: string; copy: WelcomeCopy }) {
  const [state, action, pending] = useActionState(acceptInvitationAction, { status: 'idle' } as WelcomeState);
  return (
    <form action={action} className="space-y-5">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      {/* For password managers: the account the password belongs to. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <NewPasswordFields idPrefix="welcome" name="password" copy={copy} />
      <ActionMessage status={state.status} message={state.message} />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
