import type { Locale } from '@/i18n/config';

/** Where a page's drawn picture for shared links is served: `/social/ar/energy/home.png`, the home `…/index.png`. */
export const socialImagePath = (path: string, locale: Locale) => `/social/${locale}${path === '/' ? '/index' : path}.png`;

/** The page a drawn picture's address is for, or undefined when it names none. */
export function pageOfSocialImage(segments: readonly string[]): string | undefined {
  const last = segments.at(-1);
  if (!last || !/^[a-z0-9-]+\.png$/.test(last) || segments.slice(0, -1).some((segment) => !/^[a-z0-9-]+$/.test(segment))) return undefined;
  const path = `/${[...segments.slice(0, -1), last.slice(0, -'.png'.length)].join('/')}`;
  return path === '/index' ? '/' : path;
}
