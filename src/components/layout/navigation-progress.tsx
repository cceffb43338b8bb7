'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState } from 'react';

/** Most pages are there sooner than this; for them nothing shows at all. */
export const progressDelayMs = 300;

/**
 * A navigation whose page never arrives (a link the proxy sends back to the page being read) must not leave the bar
 * behind for good: after this long the browser's own indicators have long taken over.
 */
const giveUpMs = 15_000;

/**
 * What happens between pages on a client-side navigation: the new page opens at its top, or at the anchor its address
 * names (`/electronics/rd/services#ai`); and when the next page takes longer than 300 ms, a thin bar runs along the
 * top of the window until it is there. Nothing covers the page being read.
 */
export function NavigationProgress({ label }: { label: string }) {
  const pathname = usePathname();
  const [navigation, setNavigation] = useState({ path: pathname, count: 0 });
  if (navigation.path !== pathname) setNavigation({ path: pathname, count: navigation.count + 1 });

  useEffect(() => {
    if (navigation.count === 0) return;
    const anchor = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [navigation.count]);

  // The query is part of the address a navigation changes (`/energy/news?page=2`); reading it needs a Suspense boundary.
  return (
    <Suspense fallback={null}>
      <ProgressBar label={label} />
    </Suspense>
  );
}

type Pending = { id: number; from: string };

/**
 * Next.js reports a pending navigation only to the `<Link>` that started it (`useLinkStatus`), so the bar watches the
 * page instead: a click on a same-site link that Next's router took over (it prevents the browser's own navigation)
 * and that leads to another address starts the wait; the address Next renders changing ends it.
 */
function ProgressBar({ label }: { label: string }) {
  const here = `${usePathname()}?${useSearchParams()?.toString() ?? ''}`;
  const hereRef = useRef(here);
  const [pending, setPending] = useState<Pending | null>(null);
  const [shown, setShown] = useState<number | null>(null);

  // The page is there: the bar goes at once.
  if (pending && pending.from !== here) setPending(null);

  useEffect(() => {
    hereRef.current = here;
  }, [here]);

  useEffect(() => {
    let next = 0;
    const onClick = (event: MouseEvent) => {
      // Runs after React's handlers: a prevented click on a link is one Next's router navigates in place.
      if (!event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href]');
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // An anchor on the page being read is a scroll, not a navigation.
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      setPending({ id: ++next, from: hereRef.current });
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (!pending) return;
    const show = window.setTimeout(() => setShown(pending.id), progressDelayMs);
    const giveUp = window.setTimeout(() => setPending(null), giveUpMs);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
    };
  }, [pending]);

  const visible = pending !== null && shown === pending.id;
  return (
    <>
      {/* Assistive technology hears of a slow page once; a fast one makes no noise. */}
      <p role="status" className="sr-only">
        {visible ? label : ''}
      </p>
      {/* Dark teal on the phone's header (light teal in the dark theme), light teal on the dark top bar from `sm` up. */}
      {visible && (
        <div aria-hidden="true" data-navigation-progress="" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] print:hidden">
          <div className="h-full origin-left animate-progress bg-primary sm:bg-brand-accent motion-reduce:animate-none rtl:origin-right" />
        </div>
      )}
    </>
  );
}
