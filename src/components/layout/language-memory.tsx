'use client';

import { useEffect } from 'react';
import { localeCookieName, localeStorageKey, type Locale } from '@/i18n/config';

/**
 * Remembers the language being read: the spec's cookie (which the server reads to send a returning visitor to
 * their language) and local-storage key. Set here rather than by the server, so cached pages carry no cookie.
 */
export function LanguageMemory({ locale }: { locale: Locale }) {
  useEffect(() => {
    document.cookie = `${localeCookieName}=${locale}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
    try {
      localStorage.setItem(localeStorageKey, locale);
    } catch {
      // Storage can be unavailable (private mode); the cookie still remembers the choice.
    }
  }, [locale]);
  return null;
}
