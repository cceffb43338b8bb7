import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { can } from '@/config/permissions';
import { getDatabase } from '@/db';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { CertificatePage } from '@/features/certificates/certificate-page';
import { certificatePath } from '@/features/certificates/paths';
import { defaultLocale, isLocale } from '@/i18n/config';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: 'admin.certificates' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** One certificate of the library, to change or delete. */
export default async function EditCertificatePage({ params }: Props) {
  const { locale: requested, id: idText } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const id = Number(idText);
  if (!/^\d{1,9}$/.test(idText)) notFound();
  const user = await requireUser(locale, certificatePath(id));
  if (!can(user.role, 'content')) return <NoAccess locale={locale} role={user.role} />;
  return <CertificatePage db={(await getDatabase()).db} locale={locale} id={id} />;
}
