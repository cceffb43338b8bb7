import Link from 'next/link';
import { TableHead } from '@/components/ui/table-head';
import { getTranslations } from 'next-intl/server';
import { can } from '@/config/permissions';
import { getDatabase } from '@/db';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { historyPath } from '@/features/content/paths';
import { contentAuditLog, latestDocuments } from '@/features/content/store.server';
import { formatterFor } from '@/i18n/format';
import { localizedPath } from '@/i18n/paths';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('admin-content-audit');
export const generateMetadata = page.generateMetadata;
export const dynamic = 'force-dynamic';

/** How many entries the log shows, newest first. */
const limit = 200;

type Props = { params: Promise<{ locale: string }> };

/** The content audit log (administrators, `audit` permission): who saved, published, restored or imported which page, and when. */
export default async function ContentAuditPage({ params }: Props) {
  const locale = await page.localeOf(params);
  const user = await requireUser(locale, '/admin/content/audit');
  if (!can(user.role, 'audit')) return <NoAccess locale={locale} role={user.role} />;
  const t = await getTranslations({ locale, namespace: 'contentHistory.audit' });
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const format = formatterFor(locale);
  const { db } = await getDatabase();
  const entries = await contentAuditLog(db, { limit });
  // An entry staff added has no registry title: its newest version names it (a deleted one, its id).
  const documents = await latestDocuments(db);
  const titleOf = (id: string) => (pages.has(`${id}.title`) ? pages(`${id}.title`) : documents.get(id)?.hero.title[locale] || id);

  return (
    <div className="mx-auto max-w-site space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-h1 font-bold">{pages('admin-content-audit.heroTitle')}</h1>
        <p className="mt-1 max-w-prose text-muted-foreground">{t('intro')}</p>
      </div>

      {entries.length === 0 ? (
        <p className="rounded-card border border-dashed border-border bg-card p-10 text-center text-muted-foreground">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-border bg-card">
          <table className="w-full min-w-[48rem] text-start text-sm">
            <caption className="px-4 pt-4 pb-2 text-start text-sm text-muted-foreground">{t('caption', { limit })}</caption>
            <TableHead headings={[t('when'), t('who'), t('action'), t('page'), t('version')]} />
            <tbody className="divide-y divide-border">
              {entries.map((entry) => (
                <tr key={entry.id} className="hover:bg-muted/60">
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={entry.at.toISOString()}>{format.dateTime(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                  </td>
                  <td className="px-4 py-3">{entry.email ? <bdi dir="ltr">{entry.email}</bdi> : t('repository')}</td>
                  <td className="px-4 py-3">{t.has(`actions.${entry.action}`) ? t(`actions.${entry.action}`) : entry.action}</td>
                  <td className="px-4 py-1">
                    <Link
                      href={localizedPath(historyPath(entry.documentId), locale)}
                      aria-label={t('history', { page: titleOf(entry.documentId) })}
                      className="inline-flex min-h-10 items-center text-primary underline-offset-4 hover:underline"
                    >
                      <bdi>{titleOf(entry.documentId)}</bdi>
                    </Link>
                  </td>
                  <td className="px-4 py-3 tabular-nums">
                    {entry.version === null ? '—' : format.number(entry.version, { maximumFractionDigits: 0 })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
