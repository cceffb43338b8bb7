'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { staffHome } from '@/config/permissions';
import { siteConfig } from '@/config/site';
import { securityPath, staffPath } from '@/config/staff-paths';
import { getDatabase } from '@/db';
import { getCurrentUser, isSameOriginRequest, sessionCookieOptions } from '@/features/auth/current-user';
import { formLocale, formText, staffActor } from '@/features/auth/staff-form.server';
import { createSession, SESSION_COOKIE } from '@/features/auth/sessions';
import { twoFactorRequired } from '@/features/auth/two-factor-policy';
import { enqueueMail } from '@/features/leads/outbox.server';
import { kickOutbox } from '@/features/leads/worker.server';
import { isLocale, type Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { requestLog } from '@/lib/log.server';
import { acceptInvitation, changeOwnPassword, changeRole, inviteStaff, resetTwoFactor, revokeInvitation, setDisabled } from './accounts.server';
import { invitationMail } from './invitation-mail';

/** The staff screen again, with what happened (`done`) or why not (`problem`), and to whom. */
function backToStaff(locale: Locale, outcome: { done?: string; problem?: string; user?: string; invitation?: string }): never {
  const query = new URLSearchParams(Object.entries(outcome).filter((entry): entry is [string, string] => Boolean(entry[1])));
  redirect(`${localizedPath(staffPath, locale)}?${query}`);
}

export type InviteState = { status: 'idle' | 'failed' | 'sent'; message?: string; email: string; role: string; mailLocale: string };

/** Invites a colleague: the invitation is stored, its e-mail queued in the outbox and sent at once when it can be. */
export async function inviteAction(_previous: InviteState, formData: FormData): Promise<InviteState> {
  const locale = formLocale(formData);
  const t = await getTranslations({ locale, namespace: 'admin.staff.invite' });
  const values = { email: formText(formData, 'email', 254), role: formText(formData, 'role', 20), mailLocale: formText(formData, 'mailLocale', 2) };
  const failed = (message: string): InviteState => ({ status: 'failed', message, ...values });
  const user = await staffActor('users');
  if (!user) return failed(t('problems.error'));
  if (!values.email.trim()) return failed(t('problems.missing'));
  const mailLocale: Locale = isLocale(values.mailLocale) ? values.mailLocale : locale;
  try {
    const { db } = await getDatabase();
    const result = await inviteStaff(db, { email: values.email, role: values.role, locale: mailLocale, actorId: user.id });
    if (!result.ok) return failed(t(`problems.${result.reason}`));
    const brand = async (language: Locale) => (await getTranslations({ locale: language, namespace: 'common' }))('brand.group');
    const mail = invitationMail({
      siteUrl: siteConfig.url,
      group: { ar: await brand('ar'), en: await brand('en') },
      locale: mailLocale,
      token: result.token,
      role: values.role as 'admin' | 'editor',
      email: result.email,
      invitedBy: user.email,
    });
    await enqueueMail(db, { dedupeKey: `staff-invitation:${result.id}`, to: result.email, ...mail });
    void kickOutbox(db);
    return { status: 'sent', message: t('sent', { email: result.email }), email: '', role: values.role, mailLocale: values.mailLocale };
  } catch (error) {
    (await requestLog()).error({ err: error }, 'Staff invitation failed');
    return failed(t('problems.error'));
  }
}

/** The row actions of the staff screen: withdraw an invitation, change a role, disable or enable, reset two-factor. */
export async function staffAction(formData: FormData): Promise<void> {
  const locale = formLocale(formData);
  const user = await staffActor('users');
  if (!user) backToStaff(locale, { problem: 'error' });
  const action = formText(formData, 'action', 20);
  const id = Number(formText(formData, 'id', 12));
  if (!Number.isInteger(id) || id <= 0) backToStaff(locale, { problem: 'error' });
  const { db } = await getDatabase();
  if (action === 'revoke') {
    await revokeInvitation(db, id, user.id);
    backToStaff(locale, { done: 'revoke', invitation: String(id) });
  }
  const result =
    action === 'role'
      ? await changeRole(db, { userId: id, role: formText(formData, 'role', 20), actorId: user.id })
      : action === 'disable' || action === 'enable'
        ? await setDisabled(db, { userId: id, disabled: action === 'disable', actorId: user.id })
        : action === 'resetTwoFactor'
          ? await resetTwoFactor(db, { userId: id, actorId: user.id })
          : ({ ok: false, reason: 'missing' } as const);
  // The notice names the account by its id, read back from the database: a crafted address names nobody.
  backToStaff(locale, result.ok ? { done: action, user: String(id) } : { problem: result.reason });
}

export type WelcomeState = { status: 'idle' | 'failed'; message?: string };

/**
 * Accepts an invitation: the account is created with the chosen password and signed in. Where its role requires
 * two-factor sign-in, it is taken to set it up first; otherwise to its first screen.
 */
export async function acceptInvitationAction(_previous: WelcomeState, formData: FormData): Promise<WelcomeState> {
  const locale = formLocale(formData);
  const t = await getTranslations({ locale, namespace: 'admin.welcome' });
  const failed = (message: string): WelcomeState => ({ status: 'failed', message });
  if (!(await isSameOriginRequest())) return failed(t('problems.error'));
  const password = formText(formData, 'password', 300);
  if (password !== formText(formData, 'confirm', 300)) return failed(t('problems.mismatch'));
  let destination: string;
  try {
    const { db } = await getDatabase();
    const result = await acceptInvitation(db, { token: formText(formData, 'token', 200), password });
    if (!result.ok) return failed(t(`problems.${result.reason}`));
    (await cookies()).set(SESSION_COOKIE, await createSession(db, result.userId), await sessionCookieOptions());
    destination = localizedPath(twoFactorRequired(result.role) ? securityPath : staffHome(result.role), locale);
  } catch (error) {
    (await requestLog()).error({ err: error }, 'Accepting a staff invitation failed');
    return failed(t('problems.error'));
  }
  redirect(destination);
}

export type PasswordState = { status: 'idle' | 'failed' | 'done'; message?: string };

/** Changes one's own password, given the current one; the account's other sessions end. */
export async function changePasswordAction(_previous: PasswordState, formData: FormData): Promise<PasswordState> {
  const t = await getTranslations({ locale: formLocale(formData), namespace: 'admin.security.password' });
  const failed = (message: string): PasswordState => ({ status: 'failed', message });
  const user = await getCurrentUser();
  if (!user || !(await isSameOriginRequest())) return failed(t('problems.error'));
  const next = formText(formData, 'next', 300);
  if (next !== formText(formData, 'confirm', 300)) return failed(t('problems.mismatch'));
  try {
    const { db } = await getDatabase();
    const result = await changeOwnPassword(db, {
      userId: user.id,
      current: formText(formData, 'current', 300),
      next,
      keepToken: (await cookies()).get(SESSION_COOKIE)?.value,
    });
    return result.ok ? { status: 'done', message: t('done') } : failed(t(`problems.${result.reason}`));
  } catch (error) {
    (await requestLog()).error({ err: error }, 'Password change failed');
    return failed(t('problems.error'));
  }
}
