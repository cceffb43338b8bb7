'use server';

import { cookies, headers } from 'next/headers';
import { requestLog } from '@/lib/log.server';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { securityPath } from '@/config/staff-paths';
import { getDatabase } from '@/db';
import { defaultLocale, isLocale, type Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { clientAddress } from '@/lib/client-address';
import { getCurrentUser, isSameOriginRequest } from './current-user';
import { replaceRecoveryCodes } from './recovery-codes';
import { deleteOtherSessions, SESSION_COOKIE, type SessionUser } from './sessions';
import { checkSecondFactor, confirmEnrolment, waitMinutes, type CodeCheck } from './second-factor';
import { removeTwoFactor } from './two-factor';

/** `codes`: new recovery codes, answered once with the action and never again. */
export type SecurityState = { status: 'idle' | 'failed' | 'done'; message?: string; codes?: string[] };

type Failure = Exclude<CodeCheck, { ok: true }>;

const localeOf = (formData: FormData): Locale => (isLocale(formData.get('locale')) ? (formData.get('locale') as Locale) : defaultLocale);

/**
 * What every action of the security screen shares: the signed-in account, from this site's own pages, with a code
 * typed; a refused code (wrong, or too many tries) answers its message.
 */
async function withCode(
  formData: FormData,
  act: (user: SessionUser, code: string, ip: string) => Promise<SecurityState | Failure>,
): Promise<SecurityState> {
  const t = await getTranslations({ locale: localeOf(formData), namespace: 'admin.security' });
  const failed = (message: string): SecurityState => ({ status: 'failed', message });
  const code = String(formData.get('code') ?? '').slice(0, 64);
  const user = await getCurrentUser();
  if (!user || !(await isSameOriginRequest())) return failed(t('errors.error'));
  if (!code.trim()) return failed(t('errors.missing'));
  try {
    const result = await act(user, code, clientAddress(await headers()));
    if (!('ok' in result)) return result;
    if (result.reason === 'locked') return failed(t('errors.locked', { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) }));
    if (result.reason === 'wait') return failed(t('errors.wait', { minutes: waitMinutes(result.retryAfterSeconds) }));
    return failed(t('errors.invalid'));
  } catch (error) {
    (await requestLog()).error({ err: error }, 'Two-factor change failed');
    return failed(t('errors.error'));
  }
}

/** Turns two-factor sign-in on with the first code from the app; other sessions of the account end. */
export async function confirmEnrolmentAction(_previous: SecurityState, formData: FormData): Promise<SecurityState> {
  return withCode(formData, async (user, code, ip) => {
    const { db } = await getDatabase();
    const result = await confirmEnrolment(db, user.id, code, ip);
    if (!result.ok) return result;
    await deleteOtherSessions(db, user.id, (await cookies()).get(SESSION_COOKIE)?.value);
    return { status: 'done', codes: result.recoveryCodes };
  });
}

/** Replaces the recovery codes, confirmed with a current code (from the app, or a recovery code). */
export async function newRecoveryCodesAction(_previous: SecurityState, formData: FormData): Promise<SecurityState> {
  return withCode(formData, async (user, code, ip) => {
    const { db } = await getDatabase();
    const check = await checkSecondFactor(db, user.id, code, ip);
    if (!check.ok) return check;
    return { status: 'done', codes: await replaceRecoveryCodes(db, user.id) };
  });
}

/**
 * Turns two-factor sign-in off, confirmed with a current code. When the role requires it, this is how it moves to a
 * new phone: the screen goes straight back to setting it up.
 */
export async function turnOffTwoFactorAction(_previous: SecurityState, formData: FormData): Promise<SecurityState> {
  const state = await withCode(formData, async (user, code, ip) => {
    const { db } = await getDatabase();
    const check = await checkSecondFactor(db, user.id, code, ip);
    if (!check.ok) return check;
    await removeTwoFactor(db, user.id);
    return { status: 'done' };
  });
  if (state.status === 'done') redirect(`${localizedPath(securityPath, localeOf(formData))}?turnedOff=1`);
  return state;
}
