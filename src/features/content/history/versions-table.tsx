import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/i18n/config';
import { formatterFor } from '@/i18n/format';
import { restoreVersionAction } from './actions';
import type { Pair } from './choose';

export type VersionRow = { version: number; origin: string; createdAt: Date; createdBy: string | null };

const badge = 'inline-block rounded-full px-2.5 py-1 text-xs font-semibold';

/**
 * A page's versions, newest first: how each came to be, by whom and when, which one visitors see and which one the
 * editor works on; every older version can be restored as a new draft (a form, so it works without JavaScript).
 */
export async function VersionsTable({
  locale,
  id,
  rows,
  published,
  compared,
}: {
  locale: Locale;
  id: string;
  rows: VersionRow[];
  published: number | null;
  compared?: Pair;
}) {
  const t = await getTranslations({ locale, namespace: 'contentHistory.versions' });
  const format = formatterFor(locale);
  const newest = rows[0]?.version;

  return (
    <div className="overflow-x-auto rounded-card border border-border bg-card">
      <table className="w-full min-w-[48rem] text-start text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-muted text-xs text-muted-foreground">
          <tr>
            {[t('version'), t('origin'), t('by'), t('when'), t('status'), t('action')].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 text-start font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.version}>
              <th scope="row" className="px-4 py-3 text-start font-semibold whitespace-nowrap">
                {t('number', { version: row.version })}
              </th>
              <td className="px-4 py-3">{t.has(`origins.${row.origin}`) ? t(`origins.${row.origin}`) : row.origin}</td>
              <td className="px-4 py-3">{row.createdBy ? <bdi dir="ltr">{row.createdBy}</bdi> : t('repository')}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={row.createdAt.toISOString()}>{format.dateTime(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</time>
              </td>
              <td className="px-4 py-3">
                <span className="flex flex-wrap gap-1.5">
                  {row.version === published && <span className={`${badge} bg-primary text-primary-foreground`}>{t('published')}</span>}
                  {row.version === newest && <span className={`${badge} border border-border bg-muted text-foreground`}>{t('current')}</span>}
                </span>
              </td>
              <td className="px-4 py-2">
                {row.version !== newest && newest !== undefined && (
                  <form action={restoreVersionAction}>
                    <input type="hidden" name="locale" value={locale} />
                    <input type="hidden" name="id" value={id} />
                    <input type="hidden" name="version" value={row.version} />
                    <input type="hidden" name="baseVersion" value={newest} />
                    {compared && (
                      <>
                        <input type="hidden" name="from" value={compared.from} />
                        <input type="hidden" name="to" value={compared.to} />
                      </>
                    )}
                    <button
                      type="submit"
                      // The visible words first, then which version (WCAG label in name), with no gap before the comma.
                      aria-label={`${t('restore')}${t('restoreVersion', { version: row.version })}`}
                      className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    >
                      <Icon name="rotate-cw" className="size-4 -scale-x-100" />
                      {t('restore')}
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
