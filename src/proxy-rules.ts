import { defaultLocale, isLocale, type Locale } from './i18n/config';
import { localizedPath, splitLocale } from './i18n/paths';
import { acceptedLocale, visitorLocale } from './i18n/preference';
import { findRedirect, isKnownPath, requiresSignIn } from './config/routes';
import { isSiteOrigin } from './features/auth/same-origin';

/** `personal`: the redirect depends on who asks (their cookie or browser), so no shared cache may keep it. */
export type ProxyDecision = { kind: 'redirect'; location: string; status: 307 | 308; setLocale?: Locale; personal?: true } | { kind: 'continue' };

/**
 * What the decision at the bare home address reads: the `i18next` cookie, the Accept-Language header, and whether the
 * visitor is arriving (typed the address, followed a bookmark or another site's link) rather than moving within the
 * site (`Sec-Fetch-Site: same-origin`), where the language being read is the one they are in.
 */
export type Visitor = { localeCookie?: string; acceptLanguage?: string | null; arriving?: boolean };

const MAX_URL_LENGTH = 2048;

function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Page paths the proxy routes; everything else (API, assets, translation files, files with an extension) only passes
 * its guards. A path with a dot is a page only when a page family claims it (`/energy/news/1.5`, a malformed id).
 */
export function isPagePath(pathname: string): boolean {
  if (/^\/(api|_next|_vercel|locales)(\/|$)/.test(pathname)) return false;
  return !pathname.includes('.') || isKnownPath(splitLocale(decodePath(pathname) ?? pathname).path);
}

/**
 * Requests refused before any route sees them, with the status to answer: a path whose percent-encoding cannot be
 * decoded (400: the framework would fail on it with a 500), and a POST to a page from another origin's form or
 * script (403: a server action only ever comes from the site's own pages; `same-origin.ts` says which origin that is).
 */
export function refusal(request: {
  method: string;
  pathname: string;
  origin: string | null;
  host: string | null;
  siteUrl: string;
}): 400 | 403 | null {
  if (decodePath(request.pathname) === null) return 400;
  if (request.method === 'POST' && isPagePath(request.pathname) && request.origin && !isSiteOrigin(request.origin, request)) return 403;
  return null;
}

/**
 * Decides whether a page request is redirected before rendering: `?lng=` choices, the spec's redirects, staff screens
 * without a session, and unknown paths (which go home) by the address alone; and at the bare home address `/`, the
 * one place the visitor's language is detected, readers of English arriving there go to `/en`. Every other unprefixed
 * address is Arabic whoever asks, so pages can be cached by address. Pure, so it is unit-tested.
 */
export function decide(pathname: string, search: string, hasSessionCookie = false, visitor: Visitor = {}): ProxyDecision {
  const params = new URLSearchParams(search);
  const decoded = decodePath(pathname);
  const { locale, path } = splitLocale(decoded ?? '/');
  const home = (target: Locale) => ({ kind: 'redirect', location: localizedPath('/', target), status: 307 }) as const;

  if (decoded === null || pathname.length + search.length > MAX_URL_LENGTH) return home(locale);

  if (params.has('lng')) {
    const requested = params.get('lng');
    params.delete('lng');
    const query = params.toString();
    const chosen = isLocale(requested) ? requested : locale;
    const target = isKnownPath(path) ? path : '/';
    return {
      kind: 'redirect',
      location: localizedPath(target, chosen) + (query ? `?${query}` : ''),
      status: 307,
      ...(isLocale(requested) ? { setLocale: requested } : {}),
    };
  }

  if (pathname === '/' && visitor.arriving !== false) {
    const language = visitorLocale(visitor.localeCookie, acceptedLocale(visitor.acceptLanguage));
    if (language && language !== defaultLocale) {
      return { kind: 'redirect', location: localizedPath('/', language) + search, status: 307, personal: true };
    }
  }

  const redirectTarget = findRedirect(path);
  if (redirectTarget) {
    return { kind: 'redirect', location: localizedPath(redirectTarget, locale) + (search || ''), status: 308 };
  }

  // Staff screens: anyone without a session cookie goes to sign-in first (the pages check the session itself too).
  if (requiresSignIn(path) && !hasSessionCookie) {
    const next = encodeURIComponent(path + (search || ''));
    return { kind: 'redirect', location: `${localizedPath('/admin/login', locale)}?next=${next}`, status: 307 };
  }

  if (!isKnownPath(path)) return home(locale);
  return { kind: 'continue' };
}
