'use client';

import { useEffect } from 'react';
import { isLocale, localeCookieName, localeStorageKey, type Locale } from '@/i18n/config';

const cookiePattern = new RegExp(`(?:^|;\\s*)${localeCookieName}=([^;]*)`);

/** The visitor's remembered choice of language (the `i18next` cookie, which only `?lng=` sets), if any. */
export function rememberedLocale(): Locale | undefined {
  const value = cookiePattern.exec(document.cookie)?.[1];
  return isLocale(value) ? value : undefined;
}

/**
 * Keeps the spec's local-storage key equal to the visitor's choice. It no longer records the language being read:
 * reading a page is not choosing its language (a shared link, a search result), and the cookie decides where a
 * visitor arriving at `/` goes. The key is kept for scripts of the spec that read it.
 */
export function LanguageMemory({ locale }: { locale: Locale }) {
  // Read again whenever the page's language changes: a switch through `?lng=` has just set the cookie.
  useEffect(() => {
    const choice = rememberedLocale();
    if (!choice) return;
    try {
      localStorage.setItem(localeStorageKey, choice);
    } catch {
      // Storage can be unavailable (private mode); the cookie still remembers the choice.
    }
  }, [locale]);
  return null;
}
