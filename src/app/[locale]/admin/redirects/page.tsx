import { can } from '@/config/permissions';
import { redirectsPath } from '@/config/staff-paths';
import { getDatabase } from '@/db';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { RedirectsScreen } from '@/features/redirects/redirects-screen';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('admin-redirects');
export const generateMetadata = page.generateMetadata;
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Moved addresses (admins, `redirects` permission). */
export default async function RedirectsPage({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const user = await requireUser(locale, redirectsPath);
  if (!can(user.role, 'redirects')) return <NoAccess locale={locale} role={user.role} />;
  const { outcome } = await searchParams;
  return <RedirectsScreen db={(await getDatabase()).db} locale={locale} outcome={typeof outcome === 'string' ? outcome : undefined} />;
}
