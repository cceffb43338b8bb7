'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once the page has come alive (React has hydrated it), which the load event does not
 * say: the browser tests and the bench's phone profile wait for this mark.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}
