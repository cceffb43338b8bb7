import type { Locale } from '@/i18n/config';
import ar from '@/messages/ar/errors.json';
import en from '@/messages/en/errors.json';

/**
 * The error screens' words in both languages. The error boundaries are client components outside any message
 * provider, and `global-error` replaces the whole document, so they carry this one small namespace themselves,
 * as plain strings: every page loads the boundaries, and a message formatter would add 12 KB to each. The
 * not-found view, rendered on the server and lazily in the browser, uses the same copy.
 */
const messages = { ar, en } as const;

export function errorCopy(locale: Locale) {
  return messages[locale];
}

/** The reference line under an error, with the server's digest in place of `{digest}`. */
export function errorReference(locale: Locale, digest: string): string {
  return messages[locale].error.reference.replace('{digest}', digest);
}
