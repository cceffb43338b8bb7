import { buttonVariants } from './button';

/**
 * Deleting something for good, asked twice: a disclosure that opens on what deleting does, a box to tick and the
 * button. A plain form (the server action and its hidden fields), so it works without JavaScript.
 */
export function DeleteDisclosure({
  action,
  fields,
  copy,
}: {
  action: (formData: FormData) => Promise<void>;
  fields: Record<string, string | number>;
  copy: { summary: string; explained: string; confirm: string; button: string };
}) {
  return (
    <details className="max-w-3xl rounded-lg border border-border px-3 py-2">
      <summary className="flex min-h-10 cursor-pointer items-center text-sm font-semibold text-destructive">{copy.summary}</summary>
      <form action={action} className="mt-2 max-w-prose space-y-3 pb-1">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="text-sm">{copy.explained}</p>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" required className="size-5" />
          {copy.confirm}
        </label>
        <button type="submit" className={buttonVariants({ variant: 'destructive', size: 'sm' })}>
          {copy.button}
        </button>
      </form>
    </details>
  );
}
