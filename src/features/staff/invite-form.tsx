'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { LabelledField } from '@/components/ui/labelled-field';
import { controlClass } from '@/components/ui/control-class';
import { inviteAction, type InviteState } from './actions';
import { ActionMessage } from './form-parts';

export type InviteCopy = {
  email: string;
  role: string;
  roles: { admin: string; editor: string };
  mailLocale: string;
  languages: { ar: string; en: string };
  hint: string;
  submit: string;
  submitting: string;
};

/** Invites a colleague by e-mail. Works without JavaScript; a refused invitation keeps what was typed. */
export function InviteForm({ locale, copy }: { locale: 'ar' | 'en'; copy: InviteCopy }) {
  const [state, action, pending] = useActionState(inviteAction, { status: 'idle', email: '', role: 'editor', mailLocale: locale } as InviteState);
  return (
    <form action={action} className="space-y-4" aria-describedby="invite-hint">
      <input type="hidden" name="locale" value={locale} />
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_1fr]">
        <LabelledField id="invite-email" label={copy.email}>
          <input
            id="invite-email"
            name="email"
            type="email"
            dir="ltr"
            autoComplete="off"
            required
            maxLength={254}
            defaultValue={state.email}
            key={`email-${state.status}-${state.email}`}
            className={controlClass()}
          />
        </LabelledField>
        <LabelledField id="invite-role" label={copy.role}>
          <select id="invite-role" name="role" defaultValue={state.role} key={`role-${state.role}`} className={controlClass()}>
            <option value="editor">{copy.roles.editor}</option>
            <option value="admin">{copy.roles.admin}</option>
          </select>
        </LabelledField>
        <LabelledField id="invite-language" label={copy.mailLocale}>
          <select
            id="invite-language"
            name="mailLocale"
            defaultValue={state.mailLocale}
            key={`language-${state.mailLocale}`}
            className={controlClass()}
          >
            <option value="ar">{copy.languages.ar}</option>
            <option value="en">{copy.languages.en}</option>
          </select>
        </LabelledField>
      </div>
      <p id="invite-hint" className="text-sm text-muted-foreground">
        {copy.hint}
      </p>
      <ActionMessage status={state.status} message={state.message} />
      <Button type="submit" disabled={pending}>
        {pending ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
