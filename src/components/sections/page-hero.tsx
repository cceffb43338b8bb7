import { Icon } from '@/components/ui/icon';
import { Artwork } from '@/components/ui/artwork';
import Link from 'next/link';
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type HeroAction = { href: string; label: string };

/** Hero of an inner page: eyebrow, title, lead, actions and the page's illustration. Half the viewport high at most (spec §9). */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  primary,
  secondary,
  variant = 'default',
}: {
  eyebrow: string;
  title: string;
  lead: string;
  image: string;
  primary?: HeroAction;
  secondary?: HeroAction;
  variant?: ButtonVariantProps['variant'];
}) {
  return (
    <section className="relative isolate overflow-hidden bg-theme-primary text-white">
      <Artwork src={image} alt="" fill preload className="-z-20 object-cover opacity-45" />
      <div className="absolute inset-0 -z-10 bg-linear-to-r rtl:bg-linear-to-l from-theme-secondary via-theme-primary/85 to-theme-primary/20" />
      <div className="mx-auto flex min-h-[min(50vh,32rem)] max-w-site flex-col justify-center gap-5 px-4 py-16 sm:px-6">
        <p className="text-sm font-semibold tracking-wide text-brand-accent uppercase">{eyebrow}</p>
        <h1 className="max-w-3xl text-h1 font-bold text-balance">{title}</h1>
        <p className="max-w-2xl text-lg text-white/85">{lead}</p>
        {(primary || secondary) && (
          <div className="mt-2 flex flex-wrap gap-3">
            {primary && (
              <Link href={primary.href} className={buttonVariants({ variant, size: 'lg' })}>
                {primary.label}
                <Icon name="arrow-right" className="flip-rtl" />
              </Link>
            )}
            {secondary && (
              <Link href={secondary.href} className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'text-white')}>
                {secondary.label}
              </Link>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
