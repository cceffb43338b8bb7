import { can } from '@/config/permissions';
import { staffPath } from '@/config/staff-paths';
import { getDatabase } from '@/db';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { subjectEmail } from '@/features/staff/accounts.server';
import { StaffScreen } from '@/features/staff/staff-screen';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('admin-staff');
export const generateMetadata = page.generateMetadata;
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 254) : undefined);

/** Staff accounts (admins, `users` permission). */
export default async function StaffPage({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const user = await requireUser(locale, staffPath);
  if (!can(user.role, 'users')) return <NoAccess locale={locale} role={user.role} />;
  const query = await searchParams;
  const { db } = await getDatabase();
  return (
    <StaffScreen
      db={db}
      locale={locale}
      user={user}
      outcome={{
        done: one(query.done),
        problem: one(query.problem),
        email: await subjectEmail(db, { user: one(query.user), invitation: one(query.invitation) }),
      }}
    />
  );
}
