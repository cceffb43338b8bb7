import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from './env';
import { routing } from './i18n/routing';
import { SESSION_COOKIE } from './features/auth/session-cookie';
import { checkFormPost } from './lib/form-post-guard';
import { decide, isPagePath, refusal } from './proxy-rules';
import { crossesPagePolicy, draftModeCookie, wholeDocumentLoad, withNoncePolicy, withPagePolicy } from './lib/page-policy';
import { recordPage } from './features/news/record-pages.server';
import { roleRefusal } from './features/admin/role-gate.server';
import { localeCookieName, localeHeader } from './i18n/config';
import { localizedPath, splitLocale } from './i18n/paths';
import { movedTo } from './features/redirects/moved.server';
import { requestIdHeader, requestIdOf } from './lib/request-id.mjs';

const intl = createMiddleware(routing);

const refusals = {
  400: 'This address could not be read. / تعذّرت قراءة هذا العنوان.',
  403: 'This form can only be sent from this site. / لا يمكن إرسال هذا النموذج إلا من هذا الموقع.',
} as const;

/** Every answer carries the request's id, which the app's log lines carry too (`src/lib/request-id.mjs`). */
export default async function proxy(request: NextRequest) {
  const requestId = requestIdOf(request.headers.get(requestIdHeader));
  request.headers.set(requestIdHeader, requestId);
  const response = await route(request);
  response.headers.set(requestIdHeader, requestId);
  return response;
}

async function route(request: NextRequest): Promise<Response> {
  const status = refusal({
    method: request.method,
    pathname: request.nextUrl.pathname,
    origin: request.headers.get('origin'),
    host: request.headers.get('host'),
    siteUrl: env.PUBLIC_SITE_URL,
  });
  if (status) return new Response(refusals[status], { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!isPagePath(request.nextUrl.pathname)) return passOn(request);

  if (request.method === 'POST') {
    const refused = await checkFormPost(request);
    if (refused) return refused;
  }
  const moved = request.method === 'GET' || request.method === 'HEAD' ? await movedAddress(request) : undefined;
  if (moved) return moved;
  const decision = decide(request.nextUrl.pathname, request.nextUrl.search, request.cookies.has(SESSION_COOKIE), {
    localeCookie: request.cookies.get(localeCookieName)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    arriving: request.headers.get('sec-fetch-site') !== 'same-origin',
  });
  if (decision.kind === 'continue') {
    if (crossesPagePolicy(request)) return wholeDocumentLoad();
    // Only a signed-in person's draft-mode request can be a preview (the page checks the session again).
    const preview = request.cookies.has(draftModeCookie) && request.cookies.has(SESSION_COOKIE);
    return withPagePolicy(
      request,
      async () => {
        const routed = intl(request);
        // A redirect of the language routing first (`/ar/x` to `/x`); then a staff screen the signed-in role may not open
        // answers 403 before any record is looked up; then a page of one record answers the record's page: its not-found
        // page when it is missing, an article's cached page under its revision (see the modules).
        if (routed.headers.has('location')) return shareable(routed);
        const session = request.cookies.get(SESSION_COOKIE)?.value;
        const refused = await roleRefusal(request.nextUrl.pathname, session);
        if (refused) return NextResponse.rewrite(new URL(refused, request.url), { status: 403, headers: { 'Cache-Control': 'private, no-store' } });
        const record = await recordPage(request.nextUrl.pathname, session, preview);
        if (record?.status === 404)
          return NextResponse.rewrite(new URL(record.page, request.url), { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
        if (record) return shareable(articleCaching(renderInstead(routed, new URL(record.page, request.url))));
        return shareable(routed);
      },
      { preview },
    );
  }

  const response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  if (decision.personal || decision.setLocale) response.headers.set('Cache-Control', 'private, no-store');
  if (decision.setLocale) {
    const { name, ...options } = routing.localeCookie as { name: string; maxAge: number; sameSite: 'lax' };
    response.cookies.set(name, decision.setLocale, { ...options, path: '/' });
  }
  return response;
}

/**
 * An address staff moved (an entry's old slug, or a redirect an admin added; decision 013): a permanent redirect to
 * where it is now, in the same language, with the query kept. Shared caches keep it five minutes, as admins may
 * point it elsewhere.
 */
async function movedAddress(request: NextRequest): Promise<Response | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(request.nextUrl.pathname);
  } catch {
    return undefined;
  }
  const { locale, path } = splitLocale(decoded);
  const to = await movedTo(path);
  if (!to) return undefined;
  const response = NextResponse.redirect(new URL(localizedPath(to, locale) + request.nextUrl.search, request.url), 308);
  response.headers.set('Cache-Control', 'public, max-age=300');
  return response;
}

/**
 * Files, API routes and unknown addresses go on untouched but for their policy (with a nonce, as the not-found page
 * of addresses matching no route is rendered per request) and one request header: the language of the address,
 * which that page reads (`app/global-not-found.tsx`).
 */
function passOn(request: NextRequest): Response {
  const headers = new Headers(request.headers);
  headers.set(localeHeader, splitLocale(request.nextUrl.pathname).locale);
  const policy = withNoncePolicy(headers);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

/** The language routing's answer, rendering the page at `url` instead: its other headers (alternate links) kept. */
function renderInstead(routed: Response, url: URL): Response {
  const response = NextResponse.rewrite(url);
  routed.headers.forEach((value, name) => {
    if (name !== 'x-middleware-rewrite' && name !== 'x-middleware-next') response.headers.set(name, value);
  });
  return response;
}

/**
 * A record's page at its public address: the server keeps each revision's page for good (it never changes), while a
 * shared cache may keep the address a minute, after which it shows the record's current revision.
 */
function articleCaching(response: Response): Response {
  response.headers.set('Cache-Control', 's-maxage=60, stale-while-revalidate=300');
  return response;
}

/**
 * Pages are cached by shared caches (CDNs) for a year, so what the proxy passes on must be the same for everyone: no
 * cookie (next-intl would write the address's language into it; the cookie remembers only a choice, made by `?lng=`).
 * The language is the address's alone (`localeDetection: false`), so nothing varies on Accept-Language or Cookie.
 */
function shareable(response: Response): Response {
  response.headers.delete('set-cookie');
  return response;
}

export const config = {
  // Every request but Next's own build assets and the public folder's files (fonts, images, video): pages are
  // routed, the rest only passes the guards above. Files skip the proxy because it costs each one ~15 ms of server time.
  // Only addresses shaped like those files skip it, so every other address under those folders is routed here too and
  // reaches the app with its language settled (`/fonts/energy/news/1` is the Arabic address, not `[locale]` `fonts`).
  // Staff uploads skip it too: Next buffers a body for the proxy only up to `proxyClientMaxBodySize` (128 KB) and hands
  // the route the truncated copy, so a photograph or a scanned PDF would arrive cut short. Those routes check the
  // session, the role and the origin themselves (`staffApiGate`).
  matcher: [
    '/((?!_next/static|_next/image|(?:fonts|brand|video)/[^/]+\\.\\w+$|images/[^/]+/[^/]+\\.\\w+$|icons?\\.svg$|api/admin/(?:news|content)/images$|api/admin/certificates/files$|api/admin/media$).*)',
  ],
};
