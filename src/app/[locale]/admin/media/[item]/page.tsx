import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { can } from '@/config/permissions';
import { getDatabase } from '@/db';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { MediaItemPage } from '@/features/media/media-item-page';
import { mediaItemOf, mediaItemPath } from '@/features/media/paths';
import { defaultLocale, isLocale } from '@/i18n/config';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; item: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: 'admin.media' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** One picture or document of the media library. */
export default async function MediaItemRoute({ params, searchParams }: Props) {
  const { locale: requested, item: key } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const item = mediaItemOf(key);
  if (!item) notFound();
  const user = await requireUser(locale, mediaItemPath(item.kind, item.id));
  if (!can(user.role, 'content')) return <NoAccess locale={locale} role={user.role} />;
  const query = await searchParams;
  const problem = typeof query.problem === 'string' ? query.problem : undefined;
  const notice = query.uploaded ? 'uploaded' : query.replaced ? 'replaced' : undefined;
  return <MediaItemPage db={(await getDatabase()).db} locale={locale} kind={item.kind} id={item.id} notice={notice} problem={problem} />;
}
