import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { clsx } from 'clsx';

/** The spec's button table (§9): nine variants, five sizes. Links use `buttonVariants` for the same look. */
const variants = cva(
  // The shared look is the `btn` component class (globals.css): one class in the page instead of sixteen.
  'btn',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-brand-secondary dark:hover:bg-brand-light',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:opacity-90',
        outline: 'border border-current/30 bg-transparent text-foreground hover:border-current/60 hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-accent/40',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
        energy: 'bg-energy text-white shadow-sm hover:brightness-110 dark:text-brand-dark',
        electronics: 'bg-electronics text-white shadow-sm hover:brightness-110 dark:text-brand-dark',
        solutions: 'bg-solutions text-white shadow-sm hover:brightness-110 dark:text-brand-dark',
        /** The gold call to action on the landing page's dark bands. */
        accent: 'bg-brand-accent text-brand-dark shadow-sm hover:bg-white',
        /** The group's heritage pages: deep gold, and bright gold on dark grounds and green bands. */
        heritage:
          'bg-heritage text-white shadow-sm hover:brightness-110 dark:text-brand-dark in-[.dark-band]:bg-gold in-[.dark-band]:text-brand-dark',
      },
      size: {
        default: 'h-10 px-5 text-sm',
        /** Compact by its padding only: every button stays a 40 px target. */
        sm: 'h-10 px-3.5 text-sm',
        lg: 'h-12 px-7 text-base',
        xl: 'h-14 px-9 text-lg',
        icon: 'size-10',
        /** A link-styled button set inline with text. */
        inline: 'h-auto px-0',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariantProps = VariantProps<typeof variants>;

/**
 * Class names of a button look, with `className` appended. Nothing merges them (tailwind-merge would add 9 KB to
 * every page's JavaScript, since client islands use buttons): extra classes may place or size the button from
 * outside (margins, width, grid, breakpoints) but not restyle it; a new look is a variant or size here.
 */
export function buttonVariants({ className, ...props }: ButtonVariantProps & { className?: string } = {}): string {
  return clsx(variants(props), className);
}

export function Button({ className, variant, size, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}
