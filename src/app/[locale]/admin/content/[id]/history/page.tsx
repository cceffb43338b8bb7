import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { can } from '@/config/permissions';
import { getDatabase } from '@/db';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { documentIdPattern } from '@/features/content/api.server';
import { pageTitle } from '@/features/content/page-title.server';
import { chooseVersions } from '@/features/content/history/choose';
import { CompareSection } from '@/features/content/history/compare-section';
import { contentAuditPath, editorPath, historyPath } from '@/features/content/paths';
import { VersionsTable } from '@/features/content/history/versions-table';
import { documentDraft, documentHistory, documentVersion } from '@/features/content/store.server';
import { defaultLocale, isLocale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const notices = ['stale', 'unreadable', 'missing', 'refused'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested, id } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'contentHistory' });
  return { title: t('metaTitle', { page: documentIdPattern.test(id) ? await pageTitle(locale, id) : id }), robots: { index: false, follow: false } };
}

/**
 * A page's content history (staff with the `content` permission): its versions, a field-by-field comparison of any
 * two, and restoring an older version as a new draft.
 */
export default async function ContentHistoryPage({ params, searchParams }: Props) {
  const { locale: requested, id } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  const user = await requireUser(locale, historyPath(id));
  if (!can(user.role, 'content')) return <NoAccess locale={locale} role={user.role} />;
  if (!documentIdPattern.test(id)) notFound();
  const { db } = await getDatabase();
  const draft = await documentDraft(db, id);
  if (!draft) notFound();

  const query = await searchParams;
  const rows = await documentHistory(db, id);
  const versions = rows.map((row) => row.version);
  const pair = chooseVersions(versions, draft.publishedVersion, query);
  const documents =
    pair && pair.from !== pair.to ? { from: await documentVersion(db, id, pair.from), to: await documentVersion(db, id, pair.to) } : undefined;
  const notice = notices.find((name) => name === query.notice);

  const t = await getTranslations({ locale, namespace: 'contentHistory' });
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const page = await pageTitle(locale, id);

  return (
    <div className="mx-auto max-w-site space-y-8 px-4 py-10 sm:px-6">
      <nav aria-label={t('title')} className="flex flex-wrap items-center justify-between gap-4">
        <Link
          href={localizedPath(editorPath(id), locale)}
          className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-primary hover:underline"
        >
          <Icon name="arrow-left" className="flip-rtl size-4" />
          {t('backToEditor')}
        </Link>
        {can(user.role, 'audit') && (
          <Link
            href={localizedPath(contentAuditPath, locale)}
            className="inline-flex min-h-10 items-center text-sm font-semibold text-primary hover:underline"
          >
            {pages('admin-content-audit.heroTitle')}
          </Link>
        )}
      </nav>
      <div className="space-y-2">
        <p className="text-sm font-semibold text-muted-foreground">{t('title')}</p>
        <h1 className="text-h1 font-bold">{t('heading', { page })}</h1>
        <p className="max-w-prose text-muted-foreground">{t('intro')}</p>
        <p className="text-sm text-muted-foreground">{t('timeZone')}</p>
      </div>

      {notice && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm font-medium">
          {t(`notices.${notice}`)}
        </p>
      )}

      <section aria-labelledby="versions-heading" className="space-y-4">
        <h2 id="versions-heading" className="text-h3 font-semibold">
          {t('versions.heading')}
        </h2>
        <VersionsTable locale={locale} id={id} rows={rows} published={draft.publishedVersion} compared={pair} />
      </section>

      <CompareSection locale={locale} id={id} versions={versions} published={draft.publishedVersion} pair={pair} documents={documents} />
    </div>
  );
}
