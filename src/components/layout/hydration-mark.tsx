'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once the page has come alive. Its scripts load after its first paint
 * (scripts/scripts-after-paint.mjs), so the load event no longer says so; the browser tests wait for this mark.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
