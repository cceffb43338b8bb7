import 'server-only';
import type { Permission } from '@/config/permissions';
import { can } from '@/config/permissions';
import { defaultLocale, isLocale, type Locale } from '@/i18n/config';
import { getCurrentUser, isSameOriginRequest } from './current-user';

/** What every staff form's server action reads first: the language it was sent in (its hidden `locale` field). */
export const formLocale = (formData: FormData): Locale => (isLocale(formData.get('locale')) ? (formData.get('locale') as Locale) : defaultLocale);

/** A form field as text, cut at `max` characters before anything else reads it. */
export const formText = (formData: FormData, name: string, max: number) => String(formData.get(name) ?? '').slice(0, max);

/** The signed-in staff member whose role has `permission`, asking from this site's own pages; undefined for anyone else. */
export async function staffActor(permission: Permission) {
  const user = await getCurrentUser();
  if (!user || !can(user.role, permission) || !(await isSameOriginRequest())) return undefined;
  return user;
}
