'use client';

import { useEffect } from 'react';
import { scrollBehavior } from '@/lib/reduced-motion';

/**
 * In-page buttons (`a[data-glide]`, e.g. "Explore our services") glide to their section instead of jumping,
 * unless the visitor asked for reduced motion; the address gets the anchor and focus moves to the section.
 * Scoped to these buttons: smooth scrolling for the whole page would also slow every other jump.
 */
export function AnchorGlide() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-glide]');
      const id = link?.hash ? decodeURIComponent(link.hash.slice(1)) : '';
      const section = id ? document.getElementById(id) : null;
      if (!section) return;
      event.preventDefault();
      section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
      window.history.pushState(window.history.state, '', `#${id}`);
      if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
      section.focus({ preventScroll: true });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
