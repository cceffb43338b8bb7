'use server';

import { redirect } from 'next/navigation';
import { getDatabase } from '@/db';
import { defaultLocale, isLocale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { securityPath } from '@/config/staff-paths';
import { getCurrentUser, isSameOriginRequest } from '@/features/auth/current-user';
import { can } from '@/config/permissions';
import { mustEnrol } from '@/features/auth/two-factor-policy';
import { isLeadStatus, setLeadStatus } from './leads.server';

/** Sets a lead's status (new, contacted, closed): staff whose role includes the leads, from this site's own pages only. */
export async function setLeadStatusAction(formData: FormData): Promise<void> {
  const locale = isLocale(formData.get('locale')) ? (formData.get('locale') as 'ar' | 'en') : defaultLocale;
  const id = Number(formData.get('id'));
  const status = formData.get('status');
  const user = await getCurrentUser();
  if (!user || !(await isSameOriginRequest())) redirect(localizedPath('/admin/login', locale));
  if (mustEnrol(user)) redirect(localizedPath(securityPath, locale));
  if (!can(user.role, 'leads')) redirect(localizedPath('/admin/leads', locale));
  if (!Number.isSafeInteger(id) || !isLeadStatus(status)) redirect(localizedPath('/admin/leads', locale));
  const { db } = await getDatabase();
  await setLeadStatus(db, id, status);
  redirect(`${localizedPath(`/admin/leads/${id}`, locale)}?saved=1`);
}
