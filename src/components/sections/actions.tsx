import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { cn } from '@/lib/cn';

export type AreaVariant = Extract<ButtonVariantProps['variant'], 'default' | 'heritage' | 'energy' | 'electronics' | 'solutions'>;

/** Where an action leads in the visitor's language: site paths get the language prefix, anchors and external links stay. */
export function actionHref(href: string, locale: Locale): string {
  return href.startsWith('/') ? localizedPath(href, locale) : href;
}

/** The buttons of a block: the first (or any marked primary) in the area's colour, the others outlined. */
/** A button as shown: where it leads, its words in the page's language, and whether it is the main one. */
export type Button = { href: string; label: string; style?: 'primary' | 'secondary' };

export function ActionRow({
  actions,
  locale,
  variant,
  onDark = false,
  size = 'lg',
  className,
}: {
  actions: Button[];
  locale: Locale;
  /** The main button's look: the area's colour, or (`accent`) the gold the group landing wears on its dark bands. */
  variant: AreaVariant | 'accent';
  onDark?: boolean;
  size?: 'lg' | 'xl';
  className?: string;
}) {
  if (actions.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {actions.map((action, index) => {
        const primary = action.style ? action.style === 'primary' : index === 0;
        const href = actionHref(action.href, locale);
        const classes = primary
          ? buttonVariants({ variant, size })
          : cn(buttonVariants({ variant: 'outline', size }), onDark && 'text-white hover:bg-white/10');
        const content = (
          <>
            {action.label}
            {primary && <Icon name="arrow-right" className="flip-rtl" />}
          </>
        );
        if (href.startsWith('http')) {
          return (
            <a key={index} href={href} className={classes} target="_blank" rel="noopener noreferrer">
              {content}
            </a>
          );
        }
        if (href.startsWith('#')) {
          return (
            <a key={index} href={href} className={classes} data-glide="">
              {content}
            </a>
          );
        }
        return (
          <Link key={index} href={href} className={classes}>
            {content}
          </Link>
        );
      })}
    </div>
  );
}
