import { Picture } from '@/components/ui/picture';
import type { ReactNode } from 'react';
import { RotatorControls, RotatorIsland } from './rotator-island';

export type HeroSlide = { id: string; title: string; lead?: string; image: string };

/**
 * A full-height hero whose words and framed artwork take turns every `interval` ms (previous, next, a dot per
 * slide, pause). The page's heading stays put above the slides; the buttons stay under them.
 */
export function SlideshowHero({
  eyebrow,
  title,
  slides,
  actions,
  labels,
  dir,
  interval = 7000,
}: {
  eyebrow?: string;
  title: string;
  slides: HeroSlide[];
  actions?: ReactNode;
  labels: { region: string; slides: string[]; pick: string[]; pause: string; play: string; previous: string; next: string };
  dir: 'ltr' | 'rtl';
  interval?: number;
}) {
  return (
    <section className="hero-band relative isolate overflow-hidden bg-theme-primary text-white">
      <div aria-hidden="true" className="area-pattern absolute inset-0 -z-10 opacity-[0.12]" />
      <div aria-hidden="true" className="absolute inset-y-0 end-0 -z-10 hidden w-1/2 bg-(--area)/25 blur-3xl lg:block" />
      <RotatorIsland
        count={slides.length}
        interval={interval}
        label={labels.region}
        className="mx-auto grid min-h-[calc(100svh-4rem)] max-w-site content-center items-center gap-10 px-4 py-14 sm:min-h-[calc(100svh-132px)] sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:py-20"
      >
        <div className="min-w-0">
          {eyebrow && <p className="eyebrow mb-2 text-brand-accent">{eyebrow}</p>}
          <h1 className="text-lg font-semibold text-white/90 sm:text-xl">{title}</h1>
          <div className="mt-4 grid">
            {slides.map((slide, index) => (
              <div key={slide.id} data-slide-index={index}>
                <p className="text-display font-bold text-balance">{slide.title}</p>
                {slide.lead && <p className="mt-5 max-w-2xl text-lg text-white/85 sm:text-xl">{slide.lead}</p>}
              </div>
            ))}
          </div>
          {actions && <div className="mt-8">{actions}</div>}
          <RotatorControls labels={labels} dir={dir} className="mt-8 text-white" />
        </div>
        <div className="grid">
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              data-slide-index={index}
              className="relative aspect-[16/10] overflow-hidden rounded-[1.5rem] border border-white/15 shadow-lift"
            >
              <Picture src={slide.image} alt="" fill preload={index === 0} className="object-cover" />
            </div>
          ))}
        </div>
      </RotatorIsland>
    </section>
  );
}
