import { defineRouting } from 'next-intl/routing';
import { defaultLocale, localeCookieName, locales } from './config';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: localeCookieName, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
});
