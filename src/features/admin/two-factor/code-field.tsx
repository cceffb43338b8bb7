import { cn } from '@/lib/cn';

/**
 * The field for a code: a 6-digit code from the authenticator app (numeric keypad, filled in from the phone's
 * one-time-code suggestions), or any code, a recovery code included. Codes are Latin characters, left to right.
 */
export function CodeField({ id, label, kind, className }: { id: string; label: string; kind: 'app' | 'any'; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name="code"
        type="text"
        dir="ltr"
        required
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        {...(kind === 'app'
          ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code', maxLength: 7 }
          : { inputMode: 'text' as const, autoComplete: 'off', maxLength: 24 })}
        className="w-full max-w-64 rounded-lg border border-border bg-background px-3.5 py-2.5 font-mono text-lg rtl:text-end"
      />
    </div>
  );
}

/** An action's refusal, read out as it appears. */
export function FormMessage({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
