import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { securityPath } from '@/config/staff-paths';
import { getDatabase } from '@/db';
import { env } from '@/env';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { ABSOLUTE_SECONDS, SESSION_COOKIE, validateSession, type SessionUser } from './sessions';
import { isSiteOrigin } from './same-origin';
import { mustEnrol } from './two-factor-policy';

/** The signed-in staff member of this request, if any (checked once per request). */
export const getCurrentUser = cache(async (): Promise<SessionUser | undefined> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return undefined;
  const { db } = await getDatabase();
  return validateSession(db, token);
});

/**
 * For staff pages: the user, or a redirect to sign-in that comes back to `returnTo`. An account whose role requires
 * two-factor sign-in and that has not set it up is sent to set it up first (but for the set-up screen itself,
 * which passes `heldAtEnrolment`).
 */
export async function requireUser(locale: Locale, returnTo: string, { heldAtEnrolment = false } = {}): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(`${localizedPath('/admin/login', locale)}?next=${encodeURIComponent(returnTo)}`);
  if (!heldAtEnrolment && mustEnrol(user)) redirect(`${localizedPath(securityPath, locale)}?next=${encodeURIComponent(returnTo)}`);
  return user;
}

/**
 * For staff actions and APIs: refuses requests that do not come from this site's own pages (a foreign Origin, compared
 * whole with the site's, same-origin.ts), whatever cookies they carry.
 */
export async function isSameOriginRequest(): Promise<boolean> {
  const list = await headers();
  const origin = list.get('origin');
  if (origin) return isSiteOrigin(origin, { siteUrl: env.PUBLIC_SITE_URL, host: list.get('host') });
  // GET requests from links carry no Origin; browsers still say where they come from.
  return list.get('sec-fetch-site') === 'same-origin' || list.get('sec-fetch-site') === 'none';
}

/**
 * Cookie settings for the session (or, with `maxAge`, a pending sign-in; 0 ends the cookie): HttpOnly, SameSite=Lax,
 * Path=/, Secure when the site is served over HTTPS (as the `__Host-` name then requires, session-cookie.ts).
 */
export async function sessionCookieOptions(maxAge = ABSOLUTE_SECONDS) {
  const list = await headers();
  const secure = list.get('x-forwarded-proto') === 'https' || env.PUBLIC_SITE_URL.startsWith('https://');
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge };
}
