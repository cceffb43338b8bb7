import type { CSSProperties, ReactNode } from 'react';
import type { AreaVariant } from './actions';
import type { PageDefinition } from './types';

export type PageArea = PageDefinition['accent'];

/** Each area's accent, soft tint, background pattern and button variant: the sections read them as CSS variables. */
const areaStyles: Record<PageArea, { variant: AreaVariant; style: CSSProperties }> = {
  group: {
    variant: 'default',
    style: {
      '--area': 'var(--primary)',
      '--area-soft': 'var(--secondary)',
      '--area-pattern': 'url(/images/patterns/solar-grid.svg)',
    } as CSSProperties,
  },
  /** The group's own pages in deep green and gold (spec part 2 §2.9): gold accent, green tint and green dark bands. */
  heritage: {
    variant: 'heritage',
    style: {
      '--area': 'var(--heritage)',
      '--area-soft': 'var(--heritage-soft)',
      // Dark bands (and what sits on them) in deep green, their highlights in gold.
      '--theme-primary': 'var(--heritage-band)',
      '--brand-accent': 'var(--heritage-gold)',
      '--area-pattern': 'url(/images/patterns/solar-grid.svg)',
    } as CSSProperties,
  },
  energy: {
    variant: 'energy',
    style: {
      '--area': 'var(--energy)',
      '--area-soft': 'var(--energy-soft)',
      '--area-pattern': 'url(/images/patterns/solar-grid.svg)',
    } as CSSProperties,
  },
  electronics: {
    variant: 'electronics',
    style: {
      '--area': 'var(--electronics)',
      '--area-soft': 'var(--electronics-soft)',
      '--area-pattern': 'url(/images/patterns/pcb-traces.svg)',
    } as CSSProperties,
  },
  solutions: {
    variant: 'solutions',
    style: {
      '--area': 'var(--solutions)',
      '--area-soft': 'var(--solutions-soft)',
      '--area-pattern': 'url(/images/patterns/wind-lines.svg)',
    } as CSSProperties,
  },
};

/** The button variant that matches an area's accent. */
export function areaVariant(area: PageArea): AreaVariant {
  return areaStyles[area].variant;
}

/** Wraps a page (or any part of one) in its area's accent. */
export function AreaAccent({ area, children }: { area: PageArea; children: ReactNode }) {
  return <div style={areaStyles[area].style}>{children}</div>;
}
