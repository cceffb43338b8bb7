'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getDatabase } from '@/db';
import { formLocale, formText, staffActor } from '@/features/auth/staff-form.server';
import { parseSiteDateTime } from '@/i18n/format';
import { localizedPath } from '@/i18n/paths';
import { requestLog } from '@/lib/log.server';
import { documentIdPattern } from '../api.server';
import { contentListPath, editorPath } from '../paths';
import { cancelSchedule, isScheduleAction, scheduleChange } from './store.server';

/** Changes are planned at most this far ahead: a later date is more likely a typing slip than a plan. */
const horizonDays = 730;

export type ScheduleState = { status: 'idle' | 'failed'; message?: string; values: { action: string; at: string } };

/**
 * Plans publishing (or taking an entry off the site) for a minute in Riyadh time (decision 014). Checked here
 * whatever the browser did; a refusal says why and keeps what was chosen.
 */
export async function scheduleAction(_previous: ScheduleState, formData: FormData): Promise<ScheduleState> {
  const locale = formLocale(formData);
  const t = await getTranslations({ locale, namespace: 'contentAdmin.schedule.problems' });
  const id = formText(formData, 'id', 120);
  const values = { action: formText(formData, 'action', 20), at: formText(formData, 'at', 40) };
  const failed = (message: string): ScheduleState => ({ status: 'failed', message, values });
  const user = await staffActor('content');
  if (!user || !documentIdPattern.test(id) || !isScheduleAction(values.action)) return failed(t('error'));
  const runAt = parseSiteDateTime(values.at);
  if (!runAt) return failed(t('format'));
  if (runAt.getTime() - Date.now() > horizonDays * 24 * 60 * 60 * 1000) return failed(t('tooFar'));
  let result;
  try {
    result = await scheduleChange((await getDatabase()).db, { documentId: id, action: values.action, runAt, userId: user.id });
  } catch (err) {
    (await requestLog()).error({ err }, 'Content change could not be scheduled');
    return failed(t('error'));
  }
  if (!result.ok) return failed(t(result.reason === 'missing' ? 'error' : result.reason));
  (await requestLog()).info({ document: id, action: values.action }, 'Content change scheduled');
  redirect(`${localizedPath(editorPath(id), locale)}?schedule=set`);
}

/** Calls off a planned change. */
export async function cancelScheduleAction(formData: FormData): Promise<void> {
  const locale = formLocale(formData);
  const documentId = formText(formData, 'id', 120);
  const scheduleId = Number(formData.get('schedule'));
  const user = await staffActor('content');
  if (!user || !documentIdPattern.test(documentId) || !Number.isInteger(scheduleId)) redirect(localizedPath(contentListPath, locale));
  const cancelled = await cancelSchedule((await getDatabase()).db, { id: scheduleId, documentId, userId: user.id });
  redirect(`${localizedPath(editorPath(documentId), locale)}${cancelled ? '?schedule=cancelled' : ''}`);
}
