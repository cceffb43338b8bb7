import { isCollectionId } from '@/config/collections';
import { can } from '@/config/permissions';
import { getDatabase } from '@/db';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { NewEntryScreen } from '@/features/content/entries/new-entry-screen';
import { newEntryPath } from '@/features/content/paths';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('admin-content-new');
export const generateMetadata = page.generateMetadata;
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** A new product, application or product family (editors and admins). */
export default async function NewEntryPage({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const user = await requireUser(locale, newEntryPath);
  if (!can(user.role, 'content')) return <NoAccess locale={locale} role={user.role} />;
  const { collection } = await searchParams;
  const { db } = await getDatabase();
  return <NewEntryScreen db={db} locale={locale} collection={isCollectionId(collection) ? collection : undefined} />;
}
