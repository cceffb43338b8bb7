import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { can } from '@/config/permissions';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { EditorPage } from '@/features/content/editor/editor-page';
import { defaultLocale, isLocale } from '@/i18n/config';

export const dynamic = 'force-dynamic';

const entryNotices = ['unpublished', 'moved', 'category'] as const;
const scheduleNotices = ['set', 'cancelled'] as const;

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: 'contentAdmin.editor' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** One page's content document in the editor (staff with the `content` permission). */
export default async function ContentEditorRoute({ params, searchParams }: Props) {
  const { locale: requested, id } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const user = await requireUser(locale, `/admin/content/${id}`);
  if (!can(user.role, 'content')) return <NoAccess locale={locale} role={user.role} />;
  const query = await searchParams;
  const restored = Number(query.restored);
  return (
    <EditorPage
      id={id}
      locale={locale}
      restored={Number.isInteger(restored) && restored > 0 ? restored : undefined}
      notice={entryNotices.find((notice) => notice === query.entry)}
      scheduleNotice={scheduleNotices.find((notice) => notice === query.schedule)}
    />
  );
}
