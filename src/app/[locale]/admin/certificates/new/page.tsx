import { can } from '@/config/permissions';
import { getDatabase } from '@/db';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { CertificatePage } from '@/features/certificates/certificate-page';
import { newCertificatePath } from '@/features/certificates/paths';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('admin-certificates-new');
export const generateMetadata = page.generateMetadata;
export const dynamic = 'force-dynamic';

/** A new certificate for the library. */
export default async function NewCertificatePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  const user = await requireUser(locale, newCertificatePath);
  if (!can(user.role, 'content')) return <NoAccess locale={locale} role={user.role} />;
  return <CertificatePage db={(await getDatabase()).db} locale={locale} />;
}
