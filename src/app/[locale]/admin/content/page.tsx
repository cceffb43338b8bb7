import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { can } from '@/config/permissions';
import { getDatabase } from '@/db';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { ContentList } from '@/features/content/list/content-list';
import { filterDocuments, filtersFrom, listDocuments } from '@/features/content/list/summaries.server';
import { newEntryPath } from '@/features/content/paths';
import { localizedPath } from '@/i18n/paths';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('admin-content');
export const generateMetadata = page.generateMetadata;
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The content editor's list: every page's document, for editors and admins. */
export default async function ContentListPage({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const query = await searchParams;
  const filters = filtersFrom(query);
  const user = await requireUser(locale, '/admin/content');
  if (!can(user.role, 'content')) return <NoAccess locale={locale} role={user.role} />;
  const t = await getTranslations({ locale, namespace: 'contentAdmin.list' });
  const documents = await listDocuments((await getDatabase()).db);
  return (
    <div className="mx-auto max-w-site space-y-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-h1 font-bold">{t('title')}</h1>
          <p className="mt-1 max-w-prose text-muted-foreground">{t('subtitle')}</p>
        </div>
        <Link href={localizedPath(newEntryPath, locale)} className={buttonVariants()}>
          <Icon name="plus" className="size-4" />
          {t('newEntry')}
        </Link>
      </div>
      {typeof query.deleted === 'string' && (
        <p role="status" className="rounded-lg border border-border bg-muted p-3 text-sm font-medium">
          {t('deleted')}
        </p>
      )}
      <ContentList locale={locale} documents={filterDocuments(documents, filters)} total={documents.length} filters={filters} />
    </div>
  );
}
