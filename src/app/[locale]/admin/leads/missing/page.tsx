import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/features/auth/current-user';
import { LeadNotFound } from '@/features/leads/lead-not-found';
import { defaultLocale, isLocale } from '@/i18n/config';

type Props = { params: Promise<{ locale: string }> };

/**
 * The page the proxy shows a signed-in staff member, with status 404, for a lead id that does not exist
 * (`record-pages.server.ts`), so the message is in the server's HTML.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: 'admin.lead' });
  return { title: t('notFound'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: Props) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  await requireUser(locale, '/admin/leads');
  return <LeadNotFound locale={locale} />;
}
