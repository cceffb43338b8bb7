'use client';

import { Icon } from '@/components/ui/icon';
import { createContext, use, useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { useReducedMotion } from '@/lib/reduced-motion';

type Rotation = { index: number; count: number; stopped: boolean; reduced: boolean; go(index: number): void; toggle(): void };
const RotationContext = createContext<Rotation | null>(null);

/**
 * Slides that take turns on their own (a hero slideshow, a rotating picture), as the WAI-ARIA carousel pattern
 * asks: rotation stops while the pointer is over it or focus is in it, the pause button stops it for good, and
 * it never starts under reduced motion. The slides are server-rendered anywhere inside, marked
 * `data-slide-index`; a rule in globals.css shows those of the current index (`data-rotator` on this box), so
 * the words in one column and the picture in the other change together. Without JavaScript the first shows.
 */
export function RotatorIsland({
  count,
  interval,
  label,
  className,
  children,
}: {
  count: number;
  interval: number;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [held, setHeld] = useState(false);
  const reduced = useReducedMotion();
  const rotating = !stopped && !held && !reduced && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, index, interval, count]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
  };
  const rotation: Rotation = {
    index,
    count,
    stopped,
    reduced,
    go: (next) => setIndex((next + count) % count),
    toggle: () => setStopped((value) => !value),
  };
  return (
    <RotationContext value={rotation}>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        data-rotator={index}
        className={className}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={onBlur}
      >
        {children}
      </div>
    </RotationContext>
  );
}

/**
 * The rotator's buttons: pause or play first (WAI-ARIA), then previous, one per slide and next when their labels
 * are given. The status line tells screen readers which slide shows after a button changed it.
 */
export function RotatorControls({
  labels,
  dir,
  className,
}: {
  labels: { slides: string[]; pick?: string[]; pause: string; play: string; previous?: string; next?: string };
  dir: 'ltr' | 'rtl';
  className?: string;
}) {
  const rotation = use(RotationContext);
  const [moved, setMoved] = useState(false);
  if (!rotation || rotation.count < 2) return null;
  const { index, stopped, reduced } = rotation;
  const go = (next: number) => {
    setMoved(true);
    rotation.go(next);
  };
  const back = dir === 'rtl' ? 'chevron-right' : 'chevron-left';
  const forward = dir === 'rtl' ? 'chevron-left' : 'chevron-right';
  const control =
    'grid size-11 shrink-0 cursor-pointer place-items-center rounded-full border border-current/40 transition-colors hover:bg-current/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <button type="button" className={control} onClick={rotation.toggle} aria-label={stopped ? labels.play : labels.pause} data-rotator-pause="">
        {stopped || reduced ? <Icon name="play" className="size-4" /> : <Icon name="pause" className="size-4" />}
      </button>
      {labels.previous && (
        <button type="button" className={control} onClick={() => go(index - 1)} aria-label={labels.previous}>
          <Icon name={back} className="size-5" />
        </button>
      )}
      {labels.pick?.map((label, i) => (
        <button
          key={label}
          type="button"
          onClick={() => go(i)}
          aria-label={label}
          aria-current={i === index ? 'true' : undefined}
          className="group grid size-10 cursor-pointer place-items-center rounded-full focus-visible:outline-3 focus-visible:outline-ring"
        >
          <span
            className={clsx(
              'block h-2 rounded-full bg-current transition-all motion-reduce:transition-none',
              i === index ? 'w-6' : 'w-2 opacity-45 group-hover:opacity-75',
            )}
          />
        </button>
      ))}
      {labels.next && (
        <button type="button" className={control} onClick={() => go(index + 1)} aria-label={labels.next}>
          <Icon name={forward} className="size-5" />
        </button>
      )}
      <span className="sr-only" aria-live="polite">
        {moved ? labels.slides[index] : ''}
      </span>
    </div>
  );
}
