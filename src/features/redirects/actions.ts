'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { redirectsPath } from '@/config/staff-paths';
import { getDatabase } from '@/db';
import { formLocale, formText, staffActor } from '@/features/auth/staff-form.server';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { requestLog } from '@/lib/log.server';
import { forgetRedirects } from './moved.server';
import { addRedirect, changeRedirect, deleteRedirect } from './store.server';

export type AddRedirectState = { status: 'idle' | 'failed' | 'added'; message?: string; from: string; to: string };

/** Adds a redirect; a refusal says why and keeps both addresses typed. */
export async function addRedirectAction(_previous: AddRedirectState, formData: FormData): Promise<AddRedirectState> {
  const locale = formLocale(formData);
  const t = await getTranslations({ locale, namespace: 'admin.redirects' });
  const values = { from: formText(formData, 'from', 600), to: formText(formData, 'to', 600) };
  const user = await staffActor('redirects');
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
  const locale = formLocale(formData);
  const id = Number(formData.get('id'));
  if (!(await staffActor('redirects')) || !Number.isInteger(id)) back(locale, 'problem-error');
  const result = await changeRedirect((await getDatabase()).db, { id, to: formText(formData, 'to', 600) });
  forgetRedirects();
  back(locale, result.ok ? 'changed' : `problem-${result.reason}`);
}

export async function deleteRedirectAction(formData: FormData): Promise<void> {
  const locale = formLocale(formData);
  const id = Number(formData.get('id'));
  if (!(await staffActor('redirects')) || !Number.isInteger(id)) back(locale, 'problem-error');
  await deleteRedirect((await getDatabase()).db, id);
  forgetRedirects();
  back(locale, 'deleted');
}
