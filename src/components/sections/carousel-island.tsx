'use client';

import { Icon } from '@/components/ui/icon';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { useReducedMotion } from '@/lib/reduced-motion';

const slidesOf = (strip: HTMLElement) => Array.from(strip.children) as HTMLElement[];
const offsetOf = (strip: HTMLElement, slide: HTMLElement) => slide.offsetLeft - slidesOf(strip)[0]!.offsetLeft;
/** The slide nearest the strip's start edge (at rest). */
function currentSlide(strip: HTMLElement) {
  const offsets = slidesOf(strip).map((slide) => offsetOf(strip, slide));
  return offsets.reduce((best, offset, i) => (Math.abs(offset - strip.scrollLeft) < Math.abs(offsets[best]! - strip.scrollLeft) ? i : best), 0);
}

/** The controls are hidden from the width at which every slide is in view (1, 2, 3, 5 per view). */
function controlsDisplay(count: number) {
  if (count <= 1) return 'hidden';
  if (count === 2) return 'flex sm:hidden';
  if (count === 3) return 'flex md:hidden';
  if (count <= 5) return 'flex lg:hidden';
  return 'flex';
}

export type CarouselLabels = { region: string; slides: string[]; previous: string; next: string; pause: string; play: string };

/**
 * A row of slides that glides on by itself (1, 2, 3 and 5 in view from 0, 640, 768 and 1024 px), looping back
 * to the first after the last. The track is a native scroll-snap strip, so without JavaScript it still scrolls
 * by touch, trackpad or keyboard; with it, autoplay runs while the strip is on screen and stops for good once
 * the visitor scrolls it, presses a button or pauses it, and never runs under reduced motion. Positions are
 * measured from the first slide, which is right for both directions (scroll offsets run negative in RTL).
 */
export function CarouselIsland({
  slides,
  interval,
  labels,
  dir,
}: {
  slides: ReactNode[];
  interval: number;
  labels: CarouselLabels;
  dir: 'ltr' | 'rtl';
}) {
  const track = useRef<HTMLDivElement>(null);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  const [visible, setVisible] = useState(false);
  const [scrollable, setScrollable] = useState(true);
  const reduced = useReducedMotion();
  const rotating = !stopped && !held && visible && !reduced && scrollable;

  // The slide last asked for: a glide takes a moment, so the next step counts from the target, not the position.
  const target = useRef(0);
  const go = useCallback(
    (step: 1 | -1) => {
      const strip = track.current;
      if (!strip) return;
      const all = slidesOf(strip);
      const end = strip.scrollWidth - strip.clientWidth - 2;
      const atEnd = (i: number) => Math.abs(offsetOf(strip, all[i]!)) >= end;
      let next = target.current + step;
      if (step === 1 && atEnd(target.current)) next = 0;
      if (next < 0)
        next = Math.max(
          0,
          all.findIndex((_, i) => atEnd(i)),
        );
      target.current = next;
      strip.scrollTo({ left: offsetOf(strip, all[next]!), behavior: reduced ? 'auto' : 'smooth' });
    },
    [reduced],
  );

  useEffect(() => {
    const strip = track.current;
    if (!strip) return;
    const measure = () => setScrollable(strip.scrollWidth > strip.clientWidth + 2);
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(strip);
    const seen = new IntersectionObserver(([entry]) => setVisible(Boolean(entry?.isIntersecting)), { threshold: 0.5 });
    seen.observe(strip);
    return () => {
      resize.disconnect();
      seen.disconnect();
    };
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => go(1), interval);
    return () => window.clearInterval(timer);
  }, [rotating, interval, go]);

  const stop = () => setStopped(true);
  const back = dir === 'rtl' ? 'chevron-right' : 'chevron-left';
  const forward = dir === 'rtl' ? 'chevron-left' : 'chevron-right';
  const control =
    'grid size-11 cursor-pointer place-items-center rounded-full border border-border bg-card text-foreground shadow-card transition-colors hover:border-(--area) hover:text-(--area) focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div
        ref={track}
        tabIndex={0}
        role="group"
        aria-label={labels.region}
        onPointerDown={stop}
        onWheel={(event) => {
          if (Math.abs(event.deltaX) > Math.abs(event.deltaY)) stop();
        }}
        onKeyDown={(event) => {
          if (event.key.startsWith('Arrow')) stop();
        }}
        onScrollEnd={(event) => {
          target.current = currentSlide(event.currentTarget);
        }}
        className="-mx-2 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain pb-4 [scrollbar-width:thin] focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-ring"
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slides[i]}
            className="flex shrink-0 basis-full snap-start px-2 sm:basis-1/2 md:basis-1/3 lg:basis-1/5"
          >
            {slide}
          </div>
        ))}
      </div>
      <div className={clsx('mt-6 items-center justify-center gap-3', controlsDisplay(slides.length))}>
        <button type="button" className={control} onClick={() => (stop(), go(-1))} aria-label={labels.previous}>
          <Icon name={back} className="size-5" />
        </button>
        <button
          type="button"
          className={control}
          onClick={() => setStopped((value) => !value)}
          aria-label={stopped ? labels.play : labels.pause}
          data-carousel="pause"
        >
          {stopped || reduced ? <Icon name="play" className="size-4" /> : <Icon name="pause" className="size-4" />}
        </button>
        <button type="button" className={control} onClick={() => (stop(), go(1))} aria-label={labels.next}>
          <Icon name={forward} className="size-5" />
        </button>
      </div>
    </div>
  );
}
