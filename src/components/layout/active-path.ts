'use client';

import { usePathname } from 'next/navigation';
import { isActive } from '@/config/nav-active';
import { splitLocale } from '@/i18n/paths';

/** The current page's path without its language prefix, and a matcher for nav items. */
export function useActivePath() {
  const { path } = splitLocale(usePathname() ?? '/');
  return {
    path,
    isActive: (item: { path: string; activePrefixes?: string[] }) => isActive({ href: item.path, activePrefixes: item.activePrefixes }, path),
  };
}
