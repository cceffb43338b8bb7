import { Icon } from '@/components/ui/icon';
import Form from 'next/form';
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button';
import { clsx } from 'clsx';

type Props = {
  id: string;
  action: string;
  defaultValue: string;
  label: string;
  placeholder: string;
  button: string;
  variant?: ButtonVariantProps['variant'];
  large?: boolean;
  /** Keep the page where it is when the results come in (filters above a list). */
  keepScroll?: boolean;
  /** Other parts of the address kept by a new search, e.g. the chosen category. */
  hidden?: Record<string, string>;
};

/** A search box that is a plain GET form without JavaScript and an in-place navigation with it. */
export function SearchBox({ id, action, defaultValue, label, placeholder, button, variant, large, keepScroll, hidden = {} }: Props) {
  return (
    <Form action={action} scroll={!keepScroll} role="search" className="flex flex-col gap-3 sm:flex-row">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative flex-1">
        <Icon name="search" className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={100}
          placeholder={placeholder}
          className={clsx('w-full rounded-lg border border-border bg-background ps-10 pe-3', large ? 'py-3 text-lg' : 'py-2.5')}
        />
      </div>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonVariants({ variant, size: large ? 'lg' : 'default' })}>
        {button}
      </button>
    </Form>
  );
}
