import type { NextRequest } from 'next/server';
import { siteConfig } from '@/config/site';
import { calculatorContentSecurityPolicy, permissionsPolicy, staffContentSecurityPolicy } from '@/config/security-headers';
import { isStaffPath } from '@/config/staff-paths';
import { splitLocale } from '@/i18n/paths';

/**
 * Pages whose document needs a policy of its own, set per request by the proxy; every other page keeps the static
 * public policy from `next.config.ts` (`src/config/security-headers.ts` says why).
 */
export type PagePolicy = 'public' | 'calculator' | 'staff';

export function pagePolicyOf(pathname: string): PagePolicy {
  const { path } = splitLocale(pathname);
  if (isStaffPath(path)) return 'staff';
  if (path === '/energy/calculator') return 'calculator';
  return 'public';
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
 * Renders a page with its policy: the calculator's allows its map and place search and geolocation; a staff
 * screen's carries a fresh nonce, given to Next on the request (which marks its scripts with it) and to the browser.
 */
export async function withPagePolicy(request: NextRequest, render: () => Response | Promise<Response>): Promise<Response> {
  const policy = pagePolicyOf(request.nextUrl.pathname);
  if (policy === 'public') return render();
  let contentSecurityPolicy: string;
  if (policy === 'staff') {
    contentSecurityPolicy = staffContentSecurityPolicy(Buffer.from(crypto.randomUUID()).toString('base64'));
    request.headers.set('content-security-policy', contentSecurityPolicy);
  } else {
    contentSecurityPolicy = calculatorContentSecurityPolicy(siteConfig.map);
  }
  const response = await render();
  response.headers.set('content-security-policy', contentSecurityPolicy);
  if (policy === 'calculator') response.headers.set('permissions-policy', permissionsPolicy(['geolocation']));
  return response;
}
