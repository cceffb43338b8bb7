import { LabelledField } from '@/components/ui/labelled-field';
import { controlClass } from '@/components/ui/control-class';

/**
 * A new password typed twice, with the rule beside it (at least 12 characters, `passwordProblem`). The browser may
 * offer one it made up (`new-password`).
 */
export function NewPasswordFields({
  idPrefix,
  name,
  copy,
}: {
  idPrefix: string;
  name: 'password' | 'next';
  copy: { password: string; confirm: string; rule: string };
}) {
  return (
    <>
      <LabelledField id={`${idPrefix}-password`} label={copy.password}>
        <input
          id={`${idPrefix}-password`}
          name={name}
          type="password"
          dir="ltr"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={256}
          aria-describedby={`${idPrefix}-rule`}
          className={controlClass()}
        />
      </LabelledField>
      <p id={`${idPrefix}-rule`} className="-mt-2 text-sm text-muted-foreground">
        {copy.rule}
      </p>
      <LabelledField id={`${idPrefix}-confirm`} label={copy.confirm}>
        <input
          id={`${idPrefix}-confirm`}
          name="confirm"
          type="password"
          dir="ltr"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={256}
          className={controlClass()}
        />
      </LabelledField>
    </>
  );
}

/** What an action said: a refusal as an alert, a success as a status. */
export function ActionMessage({ status, message }: { status: string; message?: string }) {
  if (!message) return null;
  return status === 'failed' ? (
    <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
      {message}
    </p>
  ) : (
    <p role="status" className="rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm font-medium">
      {message}
    </p>
  );
}
