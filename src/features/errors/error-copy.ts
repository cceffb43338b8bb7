import { useParams } from 'next/navigation';
import { createTranslator } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { defaultLocale, isLocale, type Locale } from '@/i18n/config';
import { splitLocale } from '@/i18n/paths';
import ar from '@/messages/ar/errors.json';
import en from '@/messages/en/errors.json';

/**
 * The error screens' words in both languages. The error boundaries are client components outside any message
 * provider, and `global-error` replaces the whole document, so they carry this one small namespace themselves.
 */
const messages = { ar, en } as const;

export function errorTranslator(locale: Locale) {
  return createTranslator({ locale, messages: { errors: messages[locale] }, namespace: 'errors' });
}

const unchanging = () => () => {};

/**
 * The language of the page that failed: the route's `[locale]`, else the browser's address (`global-error`
 * may be shown before any route matched), else Arabic while rendering on the server.
 */
export function usePageLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  const fromAddress = useSyncExternalStore(
    unchanging,
    () => splitLocale(window.location.pathname).locale,
    () => defaultLocale,
  );
  return isLocale(params?.locale) ? params.locale : fromAddress;
}
