import { findPageRoute, findPageRouteById, type PageRoute } from '@/config/routes';
import { isStaffPath } from '@/config/staff-paths';
import { defaultLocale, type Locale } from '@/i18n/config';
import { localizedPath, splitLocale } from '@/i18n/paths';
import { editorPath } from '../paths';

/**
 * The addresses of a page's preview (Next's draft mode), in one place: the editor links to the start, the banner
 * to the editor, the other language and the exit, the frame page to the start at each width. Pure, so the banner
 * (a client component) and the tests import it.
 */

/** Enables draft mode for staff and sends them on to the page (`app/api/admin/content/preview`). */
export const previewStartPath = '/api/admin/content/preview';

/** Leaves draft mode and goes back to a page of the site (`app/api/admin/content/preview/exit`). */
export const previewExitPath = '/api/admin/content/preview/exit';

/** The widths the frame page shows a page at, in CSS pixels: a common phone, and a laptop. */
export const previewWidths = { phone: 390, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof previewWidths;

export const isPreviewWidth = (value: unknown): value is PreviewWidth => value === 'phone' || value === 'desktop';

/** A public page of the registry: what can be previewed (staff screens and the sign-in page cannot). */
export function previewableRoute(id: string): PageRoute | undefined {
  const route = findPageRouteById(id);
  return route && !route.access && route.area !== 'admin' && !isStaffPath(route.path) ? route : undefined;
}

/** The address that starts a preview of document `id` in `locale`. */
export function previewStartHref(id: string, locale: Locale): string {
  return `${previewStartPath}?${new URLSearchParams({ id, locale })}`;
}

/** The content editor of document `id`, in the staff screens' language `locale`. */
export function editorHref(id: string, locale: Locale): string {
  return localizedPath(editorPath(id), locale);
}

/**
 * Whether `value` is a path on this site, safe to redirect to: one leading `/` and no `//` (`//evil.example` is
 * another host), no backslash (browsers read `/\evil.example` as `//evil.example`), no control or space
 * characters, and at most a query after the path (a fragment is never sent to the server anyway).
 */
export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return false;
  if (!value.startsWith('/') || value.includes('//') || value.includes('\\')) return false;
  // Control characters (tabs and newlines are stripped by URL parsers, turning `/\t/evil` into `//evil`) and spaces.
  if (/[\u0000-\u0020\u007f-\u009f]/.test(value)) return false;
  // What a URL parser makes of it must be the same origin and the same path: no `/..`-style escapes or oddities.
  try {
    const base = 'https://site.invalid';
    const url = new URL(value, base);
    return url.origin === base && `${url.pathname}${url.search}` === value;
  } catch {
    return false;
  }
}

/** Where leaving the preview goes: `value` when it is a path on this site, else the home page. */
export function sitePathOrHome(value: unknown): string {
  return isSitePath(value) ? value : '/';
}

export type PreviewPlace = {
  /** The language of the page being previewed. */
  locale: Locale;
  /** The same page in the other language (draft mode stays on, so it is its preview too). */
  other: { locale: Locale; href: string };
  /** The page's document id when the address is a registry page, for the link back to its editor. */
  documentId?: string;
  /** The address to come back to after leaving the preview. */
  href: string;
};

/**
 * What the preview banner needs to know of the address it is shown on (`/en/energy/home`, `/about`, `/ar/about`);
 * `documents`, when given, maps the address of every page drawn from a content document to its id (entries of
 * collections included, decision 013), and only those get a link back to their editor.
 */
export function previewPlaceOf(pathname: string, documents?: Readonly<Record<string, string>>): PreviewPlace {
  const { locale, path } = splitLocale(pathname || '/');
  const other: Locale = locale === defaultLocale ? 'en' : defaultLocale;
  const route = findPageRoute(path);
  const documentId = documents ? documents[path] : route && previewableRoute(route.id) ? route.id : undefined;
  const href = localizedPath(path, locale);
  return {
    locale,
    other: { locale: other, href: localizedPath(path, other) },
    ...(documentId && { documentId }),
    href: isSitePath(href) ? href : localizedPath('/', locale),
  };
}
