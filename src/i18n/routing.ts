import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localeCookieName, locales } from './config';

/**
 * The address alone says the language (`localeDetection: false`: next-intl reads neither the cookie nor
 * Accept-Language), so every page can be cached by address. The one place a visitor's language is detected, the bare
 * home address, is decided before next-intl (`proxy-rules.ts`). next-intl still writes the address's language into the
 * cookie on page requests; the proxy drops that, as the cookie remembers only a choice made with `?lng=`.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: { name: localeCookieName, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
});
