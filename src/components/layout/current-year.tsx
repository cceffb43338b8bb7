'use client';

import { useSyncExternalStore } from 'react';

const buildYear = new Date().getFullYear();
const noop = () => () => {};

/** The year at the visitor's clock; prerendered pages start from the build's year and correct it on load. */
export function CurrentYear() {
  const year = useSyncExternalStore(
    noop,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
