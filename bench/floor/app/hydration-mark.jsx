'use client';

import { useEffect } from 'react';

/** The site's `<html data-hydrated>` mark (src/components/layout/hydration-mark.tsx), so tap-ready compares like for like. */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
