import type { ReactNode } from 'react';
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
}: {
  poster: string;
  sources: { src: string; type: string }[];
  loadingLabel: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  actions?: ReactNode;
}) {
  return (
    <section className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-theme-primary text-white sm:min-h-[calc(100svh-132px)]">
      <HeroVideo poster={poster} sources={sources} loadingLabel={loadingLabel} />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-t from-theme-secondary/90 via-theme-primary/50 to-theme-primary/25" />
      <div className="mx-auto w-full max-w-site px-4 py-20 sm:px-6">
        {eyebrow && <p className="eyebrow mb-4 text-energy-soft">{eyebrow}</p>}
        <h1 className="max-w-4xl text-display font-bold text-balance">{title}</h1>
        {lead && <p className="mt-6 max-w-2xl text-lg text-white/85 sm:text-xl">{lead}</p>}
        {actions && <div className="mt-8">{actions}</div>}
      </div>
    </section>
  );
}
