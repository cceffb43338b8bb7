'use client';

import { useActionState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { confirmEnrolmentAction, type SecurityState } from '@/features/auth/two-factor-actions';
import { CodeField, FormMessage } from './code-field';
import { RecoveryCodeList, type RecoveryCopy } from './recovery-code-list';

type Copy = { title: string; body: string; code: string; submit: string; submitting: string; enabled: string; codes: RecoveryCopy };

/**
 * Enrolment: the QR code and key (`children`, drawn on the server), then the first code from the app. Once it is
 * right, the same place shows the recovery codes, once. Works without JavaScript too.
 */
export function EnrolForm({ locale, copy, doneHref, children }: { locale: string; copy: Copy; doneHref: string; children: ReactNode }) {
  const [state, action, pending] = useActionState(confirmEnrolmentAction, { status: 'idle' } as SecurityState);
  if (state.status === 'done' && state.codes)
    return <RecoveryCodeList codes={state.codes} copy={copy.codes} lead={copy.enabled} doneHref={doneHref} />;
  return (
    <div className="space-y-6">
      {children}
      <section aria-labelledby="enrol-confirm-title" className="space-y-4 rounded-card border border-border bg-card p-6 shadow-card">
        <h2 id="enrol-confirm-title" className="text-h3 font-bold">
          {copy.title}
        </h2>
        <p className="text-muted-foreground">{copy.body}</p>
        <form action={action} className="space-y-4">
          <input type="hidden" name="locale" value={locale} />
          <CodeField id="enrol-code" label={copy.code} kind="app" />
          <FormMessage message={state.status === 'failed' ? state.message : null} />
          <Button type="submit" disabled={pending}>
            {pending ? copy.submitting : copy.submit}
          </Button>
        </form>
      </section>
    </div>
  );
}
