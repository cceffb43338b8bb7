import { useParams } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { defaultLocale, isLocale, type Locale } from '@/i18n/config';
import { splitLocale } from '@/i18n/paths';
import ar from '@/messages/ar/errors.json';
import en from '@/messages/en/errors.json';

/**
 * The error screens' words in both languages. The error boundaries are client components outside any message
 * provider, and `global-error` replaces the whole document, so they carry this one small namespace themselves,
 * as plain strings: every page loads the boundaries, and a message formatter would add 12 KB to each.
 */
const messages = { ar, en } as const;

export function errorCopy(locale: Locale) {
  return messages[locale];
}

/** The reference line under an error, with the server's digest in place of `{digest}`. */
export function errorReference(locale: Locale, digest: string): string {
  return messages[locale].error.reference.replace('{digest}', digest);
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
