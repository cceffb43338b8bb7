'use client';

import { usePathname } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { Icon } from '@/components/ui/icon';
import { directionOf, type Locale } from '@/i18n/config';
import { localizedPath, splitLocale } from '@/i18n/paths';
import { firstLocale, visitorLocale } from '@/i18n/preference';
import { isStaffPath } from '@/config/staff-paths';
import { rememberedLocale } from './language-memory';

/** Remembered for the visit (this tab): once dismissed, no page suggests again. */
const dismissedKey = 'languageSuggestionDismissed';

/** `target`: the page's other language; `read` and `dismiss` are written in it. */
type Props = { target: Locale; read: string; dismiss: string };

/**
 * Suggests the page's twin in the visitor's language, when their remembered choice (the cookie) or, without one, their
 * browser prefers `target` to the page's language. The server never decides this (pages are cached by address), so the
 * suggestion is drawn in the browser only: without JavaScript nothing shows. Its copy is in `target`, the language it
 * offers. The link goes through `?lng=`, so following it remembers the choice.
 */
export function LanguageSuggestion({ target, read, dismiss }: Props) {
  const pathname = usePathname() ?? '/';
  const [dismissed, setDismissed] = useState(false);
  // Read in the browser only (the server's snapshot shows nothing), and again on every render: a switch of
  // language through `?lng=` has just changed the cookie.
  const wanted = useSyncExternalStore(unchanging, wantedLocale, () => undefined);
  const dismissedBefore = useSyncExternalStore(unchanging, readStorage, () => true);
  const { path } = splitLocale(pathname);

  if (wanted !== target || dismissed || dismissedBefore || isStaffPath(path)) return null;
  const params = new URLSearchParams(window.location.search);
  params.set('lng', target);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex pr-[max(0.75rem,env(safe-area-inset-right))] pb-[max(0.75rem,env(safe-area-inset-bottom))] pl-[max(0.75rem,env(safe-area-inset-left))] sm:pb-[max(1rem,env(safe-area-inset-bottom))] print:hidden">
      {/* Leaves the page's end corner to the contact button (48 px from its edge on phones). */}
      <div
        lang={target}
        dir={directionOf(target)}
        className="pointer-events-auto flex max-w-[calc(100%-3.75rem)] items-center gap-1 rounded-card border border-border bg-card py-1 ps-3 pe-1 text-foreground shadow-lift sm:max-w-sm"
      >
        <a
          href={`${localizedPath(path, target)}?${params.toString()}`}
          hrefLang={target}
          className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold underline-offset-4 hover:underline"
        >
          <Icon name="languages" className="size-4 shrink-0" />
          {read}
        </a>
        <button
          type="button"
          aria-label={dismiss}
          onClick={() => {
            writeStorage();
            setDismissed(true);
          }}
          className="grid size-10 shrink-0 place-items-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <Icon name="x" className="size-4" />
        </button>
      </div>
    </div>
  );
}

/** Nothing to subscribe to: the cookie, the browser's languages and the storage are read as the island renders. */
const unchanging = () => () => {};

function wantedLocale(): Locale | undefined {
  return visitorLocale(rememberedLocale(), firstLocale(navigator.languages ?? []));
}

function readStorage(): boolean {
  try {
    return sessionStorage.getItem(dismissedKey) === '1';
  } catch {
    return false;
  }
}

function writeStorage(): void {
  try {
    sessionStorage.setItem(dismissedKey, '1');
  } catch {
    // Without storage the suggestion is hidden on this page only.
  }
}
