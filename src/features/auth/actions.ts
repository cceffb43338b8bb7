'use server';

import { cookies, headers } from 'next/headers';
import { requestLog } from '@/lib/log.server';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { securityPath, signInPath } from '@/config/staff-paths';
import { getDatabase } from '@/db';
import { defaultLocale, isLocale, type Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { clientAddress } from '@/lib/client-address';
import { isSameOriginRequest, sessionCookieOptions } from './current-user';
import { attemptLogin, completeSignIn } from './login';
import { endPendingSignIn, PENDING_SIGN_IN_COOKIE, PENDING_SIGN_IN_SECONDS } from './pending-sign-in';
import { safeReturnPath } from './return-path';
import { waitMinutes } from './second-factor';
import { deleteSession, SESSION_COOKIE } from './sessions';

export type LoginState = { status: 'idle' | 'failed'; email: string; message?: string };
export type CodeState = { status: 'idle' | 'failed'; message?: string };

const localeOf = (formData: FormData): Locale => (isLocale(formData.get('locale')) ? (formData.get('locale') as Locale) : defaultLocale);
const nextOf = (formData: FormData) => String(formData.get('next') ?? '').slice(0, 512);

/** The sign-in page, carrying the screen to come back to and a notice (`expired`, `tooManyCodes`, `signedOut`). */
function signInAddress(locale: Locale, next: string, notice?: string): string {
  const query = new URLSearchParams({ ...(next ? { next } : {}), ...(notice ? { [notice]: '1' } : {}) }).toString();
  return `${localizedPath(signInPath, locale)}${query ? `?${query}` : ''}`;
}

/** Step 1: e-mail and password. Signs in, or, for an account with two-factor sign-in, goes on to its code. */
export async function loginAction(_previous: LoginState, formData: FormData): Promise<LoginState> {
  const email = String(formData.get('email') ?? '').slice(0, 254);
  const password = String(formData.get('password') ?? '').slice(0, 256);
  const locale = localeOf(formData);
  const next = nextOf(formData);
  const t = await getTranslations({ locale, namespace: 'admin.login' });
  const failed = (message: string): LoginState => ({ status: 'failed', email, message });
  if (!(await isSameOriginRequest())) return failed(t('error'));
  if (!email.trim() || !password) return failed(t('missing'));

  let destination: string;
  try {
    const { db } = await getDatabase();
    const result = await attemptLogin(db, { email, password, ip: clientAddress(await headers()) });
    if (!result.ok) {
      if (result.reason === 'invalid') return failed(t('invalid'));
      if (result.reason === 'busy') return failed(t('busy'));
      return failed(t(result.reason, { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) }));
    }
    const jar = await cookies();
    if ('pendingToken' in result) {
      jar.set(PENDING_SIGN_IN_COOKIE, result.pendingToken, await sessionCookieOptions(PENDING_SIGN_IN_SECONDS));
      destination = signInAddress(locale, next);
    } else {
      jar.set(SESSION_COOKIE, result.token, await sessionCookieOptions());
      destination = localizedPath(safeReturnPath(next, result.role), locale);
    }
  } catch (error) {
    (await requestLog()).error({ err: error }, 'Sign-in failed');
    return failed(t('error'));
  }
  redirect(destination);
}

/**
 * Step 2, for accounts with two-factor sign-in: a code from the authenticator app or a recovery code. After a
 * recovery code, the security screen says how many are left.
 */
export async function secondFactorAction(_previous: CodeState, formData: FormData): Promise<CodeState> {
  const code = String(formData.get('code') ?? '').slice(0, 64);
  const locale = localeOf(formData);
  const next = nextOf(formData);
  const t = await getTranslations({ locale, namespace: 'admin.login' });
  const failed = (message: string): CodeState => ({ status: 'failed', message });
  if (!(await isSameOriginRequest())) return failed(t('error'));
  if (!code.trim()) return failed(t('secondFactor.missing'));

  let destination: string;
  try {
    const { db } = await getDatabase();
    const jar = await cookies();
    const result = await completeSignIn(db, { pendingToken: jar.get(PENDING_SIGN_IN_COOKIE)?.value, code, ip: clientAddress(await headers()) });
    if (!result.ok && result.reason === 'locked') return failed(t('locked', { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) }));
    if (!result.ok && result.reason === 'wait') return failed(t('secondFactor.wait', { minutes: waitMinutes(result.retryAfterSeconds) }));
    if (!result.ok && result.reason === 'invalid') return failed(t('secondFactor.invalid'));
    jar.delete({ name: PENDING_SIGN_IN_COOKIE, ...(await sessionCookieOptions(0)) });
    if (!result.ok) {
      destination = signInAddress(locale, next, result.reason === 'ended' ? 'tooManyCodes' : 'expired');
    } else {
      jar.set(SESSION_COOKIE, result.token, await sessionCookieOptions());
      destination =
        result.recoveryLeft === undefined
          ? localizedPath(safeReturnPath(next, result.role), locale)
          : `${localizedPath(securityPath, locale)}?${new URLSearchParams({ recovery: 'used', ...(next ? { next } : {}) })}`;
    }
  } catch (error) {
    (await requestLog()).error({ err: error }, 'Sign-in failed');
    return failed(t('error'));
  }
  redirect(destination);
}

/** Leaves step 2 for step 1 (another account, or no code at hand): the pending sign-in ends. */
export async function cancelSignInAction(formData: FormData): Promise<void> {
  const locale = localeOf(formData);
  if (await isSameOriginRequest()) {
    const jar = await cookies();
    const { db } = await getDatabase();
    await endPendingSignIn(db, jar.get(PENDING_SIGN_IN_COOKIE)?.value);
    jar.delete({ name: PENDING_SIGN_IN_COOKIE, ...(await sessionCookieOptions(0)) });
  }
  redirect(signInAddress(locale, nextOf(formData)));
}

export async function logoutAction(formData: FormData): Promise<void> {
  const locale = localeOf(formData);
  if (await isSameOriginRequest()) {
    const jar = await cookies();
    const { db } = await getDatabase();
    await deleteSession(db, jar.get(SESSION_COOKIE)?.value);
    jar.delete({ name: SESSION_COOKIE, ...(await sessionCookieOptions(0)) });
  }
  redirect(signInAddress(locale, '', 'signedOut'));
}
