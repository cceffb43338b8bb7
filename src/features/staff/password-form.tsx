'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { LabelledField } from '@/components/ui/labelled-field';
import { controlClass } from '@/components/ui/control-class';
import { changePasswordAction, type PasswordState } from './actions';
import { ActionMessage, NewPasswordFields } from './form-parts';

export type PasswordCopy = { current: string; password: string; confirm: string; rule: string; submit: string; submitting: string };

/** Changes one's own password, given the current one. Works without JavaScript. */
export function PasswordForm({ locale, email, copy }: { locale: 'ar' | 'en'; email: string; copy: PasswordCopy }) {
  const [state, action, pending] = useActionState(changePasswordAction, { status: 'idle' } as PasswordState);
  return (
    <form action={action} className="max-w-md space-y-5" key={state.status === 'done' ? state.message : 'form'}>
      <input type="hidden" name="locale" value={locale} />
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <LabelledField id="password-current" label={copy.current}>
        <input
          id="password-current"
          name="current"
          type="password"
          dir="ltr"
          autoComplete="current-password"
          required
          maxLength={256}
          className={controlClass()}
        />
      </LabelledField>
      <NewPasswordFields idPrefix="password" name="next" copy={copy} />
      <ActionMessage status={state.status} message={state.message} />
      <Button type="submit" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
