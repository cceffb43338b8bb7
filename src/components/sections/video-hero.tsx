import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { HeroVideo } from './hero-video';

/** A full-screen hero over a short muted looping video (poster until it plays, poster alone if it cannot). */
export function VideoHero({
  poster,
  sources,
  loadingLabel,
  eyebrow,
  title,
  lead,
  actions,
  gold = false,
  scrollHint,
}: {
  poster: string;
  sources: { src: string; type: string }[];
  loadingLabel: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  actions?: ReactNode;
  /** The eyebrow in the group's gold rather than the energy tint. */
  gold?: boolean;
  /** A line at the hero's foot with a bouncing arrow, leading on to the page's first section. */
  scrollHint?: { label: string; href: string };
}) {
  return (
    <section className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-theme-primary text-white sm:min-h-[calc(100svh-132px)]">
      <HeroVideo poster={poster} sources={sources} loadingLabel={loadingLabel} />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-t from-theme-secondary/90 via-theme-primary/50 to-theme-primary/25" />
      <div className="mx-auto w-full max-w-site px-4 py-20 sm:px-6">
        {eyebrow && <p className={cn('eyebrow mb-4', gold ? 'text-brand-accent' : 'text-energy-soft')}>{eyebrow}</p>}
        <h1 className="max-w-4xl text-display font-bold text-balance">{title}</h1>
        {lead && <p className="mt-6 max-w-2xl text-lg text-white/85 sm:text-xl">{lead}</p>}
        {actions && <div className="mt-8">{actions}</div>}
      </div>
      {scrollHint && (
        <a
          href={scrollHint.href}
          className="absolute bottom-6 start-1/2 flex -translate-x-1/2 flex-col items-center gap-1 text-xs text-white/75 hover:text-white rtl:translate-x-1/2"
        >
          {scrollHint.label}
          <Icon name="arrow-down" className="size-5 motion-safe:animate-bounce" />
        </a>
      )}
    </section>
  );
}
