import 'server-only';
import { accessFor } from '@/config/routes';
import { getDatabase } from '@/db';
import { can } from '@/config/permissions';
import { validateSession } from '@/features/auth/sessions';
import { splitLocale } from '@/i18n/paths';

/** Where the proxy sends, with status 403, a staff member whose role may not open the screen asked for. */
export const noAccessPage = (locale: string) => `/${locale}/admin/no-access`;

/**
 * The page to render instead of the staff screen at `pathname`, for a signed-in staff member whose role may not open
 * it; undefined for everyone else (without a session the screen asks them to sign in, and a role that may open it
 * sees it). The proxy asks before any record is looked up, so an editor gets the same 403 page for every lead id,
 * existing or not, and learns nothing about the leads.
 */
export async function roleRefusal(pathname: string, session: string | undefined): Promise<string | undefined> {
  if (!session) return undefined;
  try {
    const { locale, path } = splitLocale(decodeURIComponent(pathname));
    const permission = accessFor(path);
    if (!permission) return undefined;
    const user = await validateSession((await getDatabase()).db, session);
    return user && !can(user.role, permission) ? noAccessPage(locale) : undefined;
  } catch {
    // The database cannot be asked: the screen reports the fault itself (and checks the role again).
    return undefined;
  }
}
