import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { defaultLocale, isLocale } from '@/i18n/config';

type Props = { params: Promise<{ locale: string }> };

/**
 * The page the proxy shows, with status 403, to a staff member whose role may not open the screen they asked for
 * (`features/admin/role-gate.server.ts`): the same for every address, so it says nothing about what is behind it.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: 'admin.noAccess' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: Props) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  const user = await requireUser(locale, '/admin');
  return <NoAccess locale={locale} role={user.role} />;
}
