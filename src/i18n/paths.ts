import { defaultLocale, isLocale, type Locale } from './config';

/** Splits `/en/energy/home` into `en` and `/energy/home`; unprefixed paths are Arabic. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1])) {
    return { locale: match[1], path: match[2] || '/', prefixed: true };
  }
  return { locale: defaultLocale, path: pathname || '/', prefixed: false };
}

/** The public address of a path in a language: Arabic unprefixed, English under `/en`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
