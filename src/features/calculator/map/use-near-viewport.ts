import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on. A shared results link opens with
 * every answer given, so the area step (and its map) is reached at once, far below the first screen: the map's code
 * then waits until the visitor scrolls towards it instead of competing with the page coming alive.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near, margin]);
  return near;
}
