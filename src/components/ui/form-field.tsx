import type { ReactNode } from 'react';

/**
 * A staff form's field: its label, an optional hint, and the server's problem with it, the last two tied to the
 * control for screen readers (`describedBy`). Plain markup, for server and client forms alike.
 */
export function FormField({
  id,
  label,
  hint,
  problem,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  problem?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The `aria-describedby` of a `FormField`'s control: its hint and its problem, when it has them. */
export const describedBy = (id: string, hint: boolean, problem: string | undefined) =>
  [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
