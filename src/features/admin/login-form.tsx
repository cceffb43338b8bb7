'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { loginAction, type LoginState } from '@/features/auth/actions';

type Copy = { email: string; password: string; submit: string; submitting: string };

/** Works without JavaScript too: the server action answers with the page and its message. */
export function LoginForm({ locale, next, copy }: { locale: string; next: string; copy: Copy }) {
  const [state, action, pending] = useActionState(loginAction, { status: 'idle', email: '' } as LoginState);
  const message = state.status === 'failed' ? state.message : null;
  return (
    <form action={action} className="space-y-5">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="next" value={next} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="login-email" className="text-sm font-semibold">
          {copy.email}
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          dir="ltr"
          autoComplete="username"
          required
          defaultValue={state.email}
          className="rounded-lg border border-border bg-background px-3.5 py-2.5 rtl:text-end"
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="login-password" className="text-sm font-semibold">
          {copy.password}
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          dir="ltr"
          autoComplete="current-password"
          required
          className="rounded-lg border border-border bg-background px-3.5 py-2.5"
        />
      </div>
      {message && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {message}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
