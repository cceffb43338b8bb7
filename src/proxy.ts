import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { SESSION_COOKIE } from './features/auth/session-cookie';
import { checkFormPost } from './lib/form-post-guard';
import { decide } from './proxy-rules';

const intl = createMiddleware(routing);

export default async function proxy(request: NextRequest) {
  if (request.method === 'POST') {
    const refused = await checkFormPost(request);
    if (refused) return refused;
  }
  const decision = decide(request.nextUrl.pathname, request.nextUrl.search, request.cookies.has(SESSION_COOKIE));
  if (decision.kind === 'continue') return intl(request);

  const response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  if (decision.setLocale) {
    const { name, ...options } = routing.localeCookie as { name: string; maxAge: number; sameSite: 'lax' };
    response.cookies.set(name, decision.setLocale, { ...options, path: '/' });
  }
  return response;
}

export const config = {
  // Pages only: not the API, Next's assets, translation files or any file with an extension.
  matcher: ['/((?!api|_next|_vercel|locales|.*\\..*).*)'],
};
