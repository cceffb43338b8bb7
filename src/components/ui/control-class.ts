import { cn } from '@/lib/cn';

/** The look of a staff screen's text box or list (editors, forms, filters): bordered, red when refused. */
export const controlClass = (invalid = false) =>
  cn(
    'w-full rounded-lg border bg-background px-3 py-2 text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60',
    invalid ? 'border-destructive' : 'border-border',
  );
