import { can } from '@/config/permissions';
import { mediaPath } from '@/config/staff-paths';
import { getDatabase } from '@/db';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { MediaScreen, type MediaFilters } from '@/features/media/media-screen';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('admin-media');
export const generateMetadata = page.generateMetadata;
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The media library (editors and admins, `content` permission; decision 019). */
export default async function MediaPage({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const user = await requireUser(locale, mediaPath);
  if (!can(user.role, 'content')) return <NoAccess locale={locale} role={user.role} />;
  const query = await searchParams;
  const type = first(query.type);
  const filters: MediaFilters = {
    type: type === 'picture' || type === 'document' ? type : 'all',
    q: first(query.q).slice(0, 120),
    unused: first(query.unused) === '1',
  };
  return (
    <MediaScreen
      db={(await getDatabase()).db}
      locale={locale}
      filters={filters}
      notice={query.deleted ? 'deleted' : undefined}
      problem={first(query.problem) || undefined}
    />
  );
}
