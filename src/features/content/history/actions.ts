'use server';

import { redirect } from 'next/navigation';
import { can } from '@/config/permissions';
import { getDatabase } from '@/db';
import { isSameOriginRequest, requireUser } from '@/features/auth/current-user';
import { defaultLocale, isLocale, type Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { documentIdPattern } from '../api.server';
import { contentListPath, editorPath, historyPath } from '../paths';
import { restoreVersion } from './restore.server';

const versionOf = (value: FormDataEntryValue | null): number | undefined => {
  const text = typeof value === 'string' ? value : '';
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
};

/**
 * "Restore as a new draft" on the history page: saves the chosen version's content as a new version on top of the
 * newest version the page showed, then opens the editor on it (`?restored=`). Staff with the `content` permission
 * only, from this site's own pages. When someone saved meanwhile, nothing is written and the history says so.
 */
export async function restoreVersionAction(formData: FormData): Promise<void> {
  const locale: Locale = isLocale(formData.get('locale')) ? (formData.get('locale') as Locale) : defaultLocale;
  const id = String(formData.get('id') ?? '');
  if (!documentIdPattern.test(id)) redirect(localizedPath(contentListPath, locale));
  const user = await requireUser(locale, historyPath(id));

  // Back to the history, with the same comparison, and a notice.
  const back = (notice: string): never => {
    const query = new URLSearchParams();
    for (const name of ['from', 'to'] as const) {
      const version = versionOf(formData.get(name));
      if (version) query.set(name, String(version));
    }
    query.set('notice', notice);
    redirect(`${localizedPath(historyPath(id), locale)}?${query}`);
  };

  const version = versionOf(formData.get('version'));
  const baseVersion = versionOf(formData.get('baseVersion'));
  if (!can(user.role, 'content') || !(await isSameOriginRequest()) || !version || !baseVersion) return back('refused');
  const { db } = await getDatabase();
  const result = await restoreVersion(db, { id, version, baseVersion, userId: user.id });
  if (!result.ok) return back(result.reason);
  redirect(`${localizedPath(editorPath(id), locale)}?restored=${version}`);
}
