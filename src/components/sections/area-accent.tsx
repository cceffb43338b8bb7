import type { CSSProperties, ReactNode } from 'react';
import { preload } from 'react-dom';
import type { AreaVariant } from './actions';
import type { PageDefinition } from './types';

export type PageArea = PageDefinition['accent'];

/** Each area's accent, soft tint, background pattern and button variant: the sections read them as CSS variables. */
const areaStyles: Record<PageArea, { variant: AreaVariant; pattern: string; style: CSSProperties }> = {
  group: {
    variant: 'default',
    pattern: '/images/patterns/solar-grid.svg',
    style: {
      '--area': 'var(--primary)',
      '--area-soft': 'var(--secondary)',
    } as CSSProperties,
  },
  /** The group's own pages in deep green and gold (spec part 2 §2.9): gold accent, green tint and green dark bands. */
  heritage: {
    variant: 'heritage',
    pattern: '/images/patterns/solar-grid.svg',
    style: {
      '--area': 'var(--heritage)',
      '--area-soft': 'var(--heritage-soft)',
      // Dark bands (and what sits on them) in deep green, their highlights in gold.
      '--theme-primary': 'var(--heritage-band)',
      '--brand-accent': 'var(--heritage-gold)',
    } as CSSProperties,
  },
  energy: {
    variant: 'energy',
    pattern: '/images/patterns/solar-grid.svg',
    style: {
      '--area': 'var(--energy)',
      '--area-soft': 'var(--energy-soft)',
    } as CSSProperties,
  },
  electronics: {
    variant: 'electronics',
    pattern: '/images/patterns/pcb-traces.svg',
    style: {
      '--area': 'var(--electronics)',
      '--area-soft': 'var(--electronics-soft)',
    } as CSSProperties,
  },
  solutions: {
    variant: 'solutions',
    pattern: '/images/patterns/wind-lines.svg',
    style: {
      '--area': 'var(--solutions)',
      '--area-soft': 'var(--solutions-soft)',
    } as CSSProperties,
  },
};

/** The button variant that matches an area's accent. */
export function areaVariant(area: PageArea): AreaVariant {
  return areaStyles[area].variant;
}

/**
 * Wraps a page (or any part of one) in its area's accent. The pattern is preloaded at high priority: it covers the
 * hero band (`.area-pattern`), so on a phone it is often the largest thing painted first, and a background image
 * is otherwise found only once the stylesheet has been applied. Not for the not-found view, which every page's
 * payload carries.
 */
export function AreaAccent({ area, preloadPattern = true, children }: { area: PageArea; preloadPattern?: boolean; children: ReactNode }) {
  const { pattern, style } = areaStyles[area];
  if (preloadPattern) preload(pattern, { as: 'image', fetchPriority: 'high' });
  return <div style={{ ...style, '--area-pattern': `url(${pattern})` } as CSSProperties}>{children}</div>;
}
