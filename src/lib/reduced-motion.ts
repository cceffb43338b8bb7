'use client';

import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for reduced motion, read at the moment of use (event handlers, effects). */
export const prefersReducedMotion = () => window.matchMedia(query).matches;

/** How to scroll: glide, or jump for visitors who asked for reduced motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** The same as a hook that follows changes; assumed on the server and during hydration, so nothing moves before it is known. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => true);
}
