import { useParams } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { defaultLocale, isLocale, type Locale } from '@/i18n/config';
import { splitLocale } from '@/i18n/paths';

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
