import { can } from '@/config/permissions';
import { certificatesPath } from '@/config/staff-paths';
import { getDatabase } from '@/db';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { CertificatesScreen } from '@/features/certificates/certificates-screen';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('admin-certificates');
export const generateMetadata = page.generateMetadata;
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The certificates library (editors and admins, `content` permission). */
export default async function CertificatesPage({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const user = await requireUser(locale, certificatesPath);
  if (!can(user.role, 'content')) return <NoAccess locale={locale} role={user.role} />;
  const query = await searchParams;
  const notice = query.saved ? 'saved' : query.deleted ? 'deleted' : undefined;
  return <CertificatesScreen db={(await getDatabase()).db} locale={locale} notice={notice} />;
}
