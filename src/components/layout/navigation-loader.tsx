'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isStaffPath } from '@/config/staff-paths';
import { splitLocale } from '@/i18n/paths';

/**
 * The spec's 1.2 s full-screen loader, shown after client-side navigations only: never on the first,
 * server-rendered paint, never for visitors who ask for reduced motion, and never on staff screens
 * (where it would only slow work down). The CSS animation hides it
 * again by itself, so no timer is needed.
 */
export function NavigationLoader({ label }: { label: string }) {
  const pathname = usePathname();
  const [navigation, setNavigation] = useState({ path: pathname, count: 0 });
  if (navigation.path !== pathname) setNavigation({ path: pathname, count: navigation.count + 1 });

  // A new page opens at its top, or at the anchor its address names (`/electronics/rd/services#ai`).
  useEffect(() => {
    if (navigation.count === 0) return;
    const anchor = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [navigation.count]);

  const { path } = splitLocale(pathname ?? '/');
  if (navigation.count === 0 || isStaffPath(path)) return null;
  return (
    <div
      key={navigation.count}
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-0 z-[90] grid animate-loader place-items-center bg-background/95 backdrop-blur-sm motion-reduce:hidden"
    >
      <div className="flex flex-col items-center gap-4">
        <svg viewBox="0 0 64 64" className="size-16 animate-spin-slow text-primary" aria-hidden="true">
          <circle cx="32" cy="32" r="26" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="6" />
          <path d="M32 6a26 26 0 0 1 26 26" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
        </svg>
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
      </div>
    </div>
  );
}
