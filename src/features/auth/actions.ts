'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getDatabase } from '@/db';
import { defaultLocale, isLocale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { clientAddress } from '@/lib/client-address';
import { isSameOriginRequest, sessionCookieOptions } from './current-user';
import { attemptLogin } from './login';
import { safeReturnPath } from './return-path';
import { deleteSession, SESSION_COOKIE } from './sessions';

export type LoginState = { status: 'idle' | 'failed'; email: string; message?: string };

export async function loginAction(_previous: LoginState, formData: FormData): Promise<LoginState> {
  const email = String(formData.get('email') ?? '').slice(0, 254);
  const password = String(formData.get('password') ?? '').slice(0, 256);
  const locale = isLocale(formData.get('locale')) ? (formData.get('locale') as 'ar' | 'en') : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'admin.login' });
  const failed = (message: string): LoginState => ({ status: 'failed', email, message });
  if (!(await isSameOriginRequest())) return failed(t('error'));
  if (!email.trim() || !password) return failed(t('missing'));

  let destination: string;
  try {
    const { db } = await getDatabase();
    const result = await attemptLogin(db, { email, password, ip: clientAddress(await headers()) });
    if (!result.ok) {
      return result.reason === 'locked'
        ? failed(t('locked', { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) }))
        : failed(t('invalid'));
    }
    (await cookies()).set(SESSION_COOKIE, result.token, await sessionCookieOptions());
    destination = localizedPath(safeReturnPath(formData.get('next'), result.role), locale);
  } catch (error) {
    console.error('Sign-in failed', error);
    return failed(t('error'));
  }
  redirect(destination);
}

export async function logoutAction(formData: FormData): Promise<void> {
  const locale = isLocale(formData.get('locale')) ? (formData.get('locale') as 'ar' | 'en') : defaultLocale;
  if (await isSameOriginRequest()) {
    const jar = await cookies();
    const { db } = await getDatabase();
    await deleteSession(db, jar.get(SESSION_COOKIE)?.value);
    jar.delete(SESSION_COOKIE);
  }
  redirect(`${localizedPath('/admin/login', locale)}?signedOut=1`);
}
