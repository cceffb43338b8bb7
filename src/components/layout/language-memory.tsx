'use client';

import { useEffect } from 'react';
import { localeStorageKey, type Locale } from '@/i18n/config';

/** Keeps the spec's local-storage key in step with the language being read (the cookie does the server's part). */
export function LanguageMemory({ locale }: { locale: Locale }) {
  useEffect(() => {
    try {
      localStorage.setItem(localeStorageKey, locale);
    } catch {
      // Storage can be unavailable (private mode); the cookie still remembers the choice.
    }
  }, [locale]);
  return null;
}
