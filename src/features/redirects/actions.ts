'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { can } from '@/config/permissions';
import { redirectsPath } from '@/config/staff-paths';
import { getDatabase } from '@/db';
import { getCurrentUser, isSameOriginRequest } from '@/features/auth/current-user';
import { defaultLocale, isLocale, type Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { requestLog } from '@/lib/log.server';
import { forgetRedirects } from './moved.server';
import { addRedirect, changeRedirect, deleteRedirect } from './store.server';

const localeOf = (formData: FormData): Locale => (isLocale(formData.get('locale')) ? (formData.get('locale') as Locale) : defaultLocale);
const field = (formData: FormData, name: string) => String(formData.get(name) ?? '').slice(0, 600);

/** An admin, asking from this site's own pages; anyone else gets nothing done. */
async function admin() {
  const user = await getCurrentUser();
  if (!user || !can(user.role, 'redirects') || !(await isSameOriginRequest())) return undefined;
  return user;
}

export type AddRedirectState = { status: 'idle' | 'failed' | 'added'; message?: string; from: string; to: string };

/** Adds a redirect; a refusal says why and keeps both addresses typed. */
export async function addRedirectAction(_previous: AddRedirectState, formData: FormData): Promise<AddRedirectState> {
  const locale = localeOf(formData);
  const t = await getTranslations({ locale, namespace: 'admin.redirects' });
  const values = { from: field(formData, 'from'), to: field(formData, 'to') };
  const user = await admin();
  if (!user) return { status: 'failed', message: t('problems.error'), ...values };
  try {
    const { db } = await getDatabase();
    const result = await db.transaction((tx) => addRedirect(tx, { from: values.from, to: values.to, userId: user.id }));
    if (!result.ok) return { status: 'failed', message: t(`problems.${result.reason}`), ...values };
  } catch (err) {
    (await requestLog()).error({ err }, 'Redirect could not be added');
    return { status: 'failed', message: t('problems.error'), ...values };
  }
  forgetRedirects();
  return { status: 'added', message: t('added'), from: '', to: '' };
}

/** The redirects screen again, with what happened or why not (codes only: the screen says them in its language). */
function back(locale: Locale, outcome: 'changed' | 'deleted' | `problem-${string}`): never {
  redirect(`${localizedPath(redirectsPath, locale)}?outcome=${outcome}`);
}

export async function changeRedirectAction(formData: FormData): Promise<void> {
  const locale = localeOf(formData);
  if (!(await admin())) back(locale, 'problem-error');
  const result = await changeRedirect((await getDatabase()).db, { id: Number(formData.get('id')), to: field(formData, 'to') });
  forgetRedirects();
  back(locale, result.ok ? 'changed' : `problem-${result.reason}`);
}

export async function deleteRedirectAction(formData: FormData): Promise<void> {
  const locale = localeOf(formData);
  if (!(await admin())) back(locale, 'problem-error');
  await deleteRedirect((await getDatabase()).db, Number(formData.get('id')));
  forgetRedirects();
  back(locale, 'deleted');
}
