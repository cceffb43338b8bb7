import type { CSSProperties, ReactNode } from 'react';
import type { AreaVariant } from './actions';
import type { PageDefinition } from './types';

export type PageArea = PageDefinition['accent'];

/** The two line patterns' colour (each file draws in one colour; see `.area-pattern`). */
const patternBlue = '#6AA5E0';
const patternTeal = '#5FB7BD';

/** Each area's accent, soft tint, background pattern and button variant: the sections read them as CSS variables. */
const areaStyles: Record<PageArea, { variant: AreaVariant; pattern: string; patternColor: string; style: CSSProperties }> = {
  group: {
    variant: 'default',
    pattern: '/images/patterns/solar-grid.svg',
    patternColor: patternTeal,
    style: {
      '--area': 'var(--primary)',
      '--area-soft': 'var(--secondary)',
    } as CSSProperties,
  },
  /** The group's own pages in deep green and gold (spec part 2 §2.9): gold accent, green tint and green dark bands. */
  heritage: {
    variant: 'heritage',
    pattern: '/images/patterns/solar-grid.svg',
    patternColor: patternTeal,
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
    patternColor: patternTeal,
    style: {
      '--area': 'var(--energy)',
      '--area-soft': 'var(--energy-soft)',
    } as CSSProperties,
  },
  electronics: {
    variant: 'electronics',
    pattern: '/images/patterns/pcb-traces.svg',
    patternColor: patternBlue,
    style: {
      '--area': 'var(--electronics)',
      '--area-soft': 'var(--electronics-soft)',
    } as CSSProperties,
  },
  solutions: {
    variant: 'solutions',
    pattern: '/images/patterns/wind-lines.svg',
    patternColor: patternTeal,
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
 * Wraps a page (or any part of one) in its area's accent. The hero band's pattern (`.area-pattern`) is painted as a
 * mask over the pattern's colour, not as a background image: a background image that covers the band is, on a
 * phone, the largest thing on screen, so browsers took the faint decoration for the page's main content and timed
 * the page's largest paint by it (it was painted after the words). A mask is never a candidate; the hero's words
 * and picture are. The result looks the same: each pattern file draws in one colour.
 */
export function AreaAccent({ area, children }: { area: PageArea; children: ReactNode }) {
  const { pattern, patternColor, style } = areaStyles[area];
  return <div style={{ ...style, '--area-pattern': `url(${pattern})`, '--area-pattern-color': patternColor } as CSSProperties}>{children}</div>;
}
