import type { NextRequest } from 'next/server';
import { siteConfig } from '@/config/site';
import { permissionsPolicy, renderedPagePolicy } from '@/config/security-headers';
import { isStaffPath } from '@/config/staff-paths';
import { splitLocale } from '@/i18n/paths';

/**
 * The kinds of document whose policies differ in more than scripts: the calculator's allows its map and geolocation,
 * a staff screen's is rendered for one signed-in person. (`src/config/security-headers.ts` says how each is set.)
 */
export type PagePolicy = 'public' | 'calculator' | 'staff';

export function pagePolicyOf(pathname: string): PagePolicy {
  const { path } = splitLocale(pathname);
  if (isStaffPath(path)) return 'staff';
  if (path === '/energy/calculator') return 'calculator';
  return 'public';
}

/** Public pages Next renders per request (they read the address's query), so they cannot be kept in its cache. */
const renderedPerRequest = new Set(['/energy/contact', '/energy/news', '/search']);

/**
 * Whether a page is served from Next's cache, where it is kept with the policy of its own inline scripts
 * (`src/lib/next-cache/handler.mjs`): every public page but those rendered per request. A test checks the list against
 * the build (`tests/e2e/security-headers.spec.ts`).
 */
export function isCachedPage(pathname: string): boolean {
  return pagePolicyOf(pathname) === 'public' && !renderedPerRequest.has(splitLocale(pathname).path);
}

/**
 * A document keeps the policy it was loaded with while the app router moves to other pages inside it. So a move
 * between pages of different policies (e.g. from a public page to the calculator) is answered with no page data,
 * which makes the router load the new page as a whole document with its own policy. Next hides its own `RSC` header
 * from the proxy, so the router's fetches are told from page loads by the browser's `Sec-Fetch-Dest` (`empty` for a
 * fetch, `document` for a page load); `Next-Url` is the page the router is on (a fetch without it counts as public).
 */
export function crossesPagePolicy(request: NextRequest): boolean {
  if (request.method !== 'GET' || request.headers.get('sec-fetch-dest') !== 'empty') return false;
  const from = request.headers.get('next-url');
  return pagePolicyOf(request.nextUrl.pathname) !== (from ? pagePolicyOf(from) : 'public');
}

export function wholeDocumentLoad(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store', Vary: 'Sec-Fetch-Dest, Next-Url' } });
}

/**
 * Renders a page with its policy. A cached page brings its own (set here, it would be a second policy and block the
 * page's scripts). Anything else gets a fresh nonce, given to Next on the request (which marks its scripts with it) and
 * to the browser; the calculator's policy also allows its map and place search, and geolocation.
 */
export async function withPagePolicy(
  request: NextRequest,
  render: () => Response | Promise<Response>,
  { preview = false }: { preview?: boolean } = {},
): Promise<Response> {
  // A staff preview (Next's draft mode) renders a cached page afresh, without the cache's policy: it gets a nonce like
  // any rendered page, and may be framed by the site's own preview screen.
  if (isCachedPage(request.nextUrl.pathname) && !preview) return render();
  const policy = pagePolicyOf(request.nextUrl.pathname);
  const contentSecurityPolicy = renderedPagePolicy(newNonce(), policy === 'calculator' ? siteConfig.map : undefined, {
    framedBySite: preview,
  });
  request.headers.set('content-security-policy', contentSecurityPolicy);
  const response = await render();
  response.headers.set('content-security-policy', contentSecurityPolicy);
  if (policy === 'calculator') response.headers.set('permissions-policy', permissionsPolicy(['geolocation']));
  return response;
}

/** Next's draft-mode cookie, as its documentation names it. */
export const draftModeCookie = '__prerender_bypass';

/** Request headers for what the proxy passes on untouched (API answers, translation files, the not-found page). */
export function withNoncePolicy(headers: Headers): string {
  const contentSecurityPolicy = renderedPagePolicy(newNonce());
  headers.set('content-security-policy', contentSecurityPolicy);
  return contentSecurityPolicy;
}

const newNonce = () => Buffer.from(crypto.randomUUID()).toString('base64');
