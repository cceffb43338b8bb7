import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import { TableHead } from '@/components/ui/table-head';
import type { Database } from '@/db/open';
import type { Locale } from '@/i18n/config';
import { formatterFor } from '@/i18n/format';
import { changeRedirectAction, deleteRedirectAction } from './actions';
import { AddRedirectForm } from './add-redirect-form';
import { listRedirects } from './store.server';

const outcomes = ['changed', 'deleted'] as const;
const problems = ['from', 'to', 'same', 'live', 'taken', 'chain', 'loop', 'error'] as const;

/**
 * Moved addresses (admins): every redirect, whether made when an entry's address changed or added by hand, with
 * who made it and how often it is followed; each can be pointed elsewhere or removed, and new ones added.
 */
export async function RedirectsScreen({ db, locale, outcome }: { db: Database; locale: Locale; outcome?: string }) {
  const t = await getTranslations({ locale, namespace: 'admin.redirects' });
  const format = formatterFor(locale);
  const rows = await listRedirects(db);
  const when = (date: Date) => <time dateTime={date.toISOString()}>{format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
  const problem = problems.find((code) => outcome === `problem-${code}`);
  const done = outcomes.find((code) => outcome === code);
  const cell = 'px-4 py-3 align-top';
  return (
    <div className="mx-auto max-w-site space-y-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-h1 font-bold">{t('title')}</h1>
        <p className="mt-1 max-w-prose text-muted-foreground">{t('lead')}</p>
      </div>
      {done && (
        <p role="status" className="rounded-lg border border-border bg-card p-3 text-sm font-medium">
          {t(done)}
        </p>
      )}
      {problem && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {t(`problems.${problem}`)}
        </p>
      )}
      <section aria-labelledby="redirect-add" className="space-y-4 rounded-xl border border-border bg-card p-5">
        <h2 id="redirect-add" className="text-h3 font-semibold">
          {t('add')}
        </h2>
        <AddRedirectForm locale={locale} copy={{ from: t('from'), to: t('to'), hint: t('hint'), submit: t('submit'), submitting: t('submitting') }} />
      </section>
      <section aria-labelledby="redirect-list" className="space-y-3">
        <h2 id="redirect-list" className="text-h3 font-semibold">
          {t('list', { count: rows.length })}
        </h2>
        {rows.length === 0 ? (
          <p className="rounded-xl border border-border bg-card p-6 text-center text-muted-foreground">{t('empty')}</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-border bg-card">
            <table className="w-full text-sm">
              <TableHead headings={[t('from'), t('to'), t('madeBy'), t('hits'), t('actions')]} />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-t border-border">
                    <th scope="row" className={`${cell} text-start font-medium`}>
                      <bdi dir="ltr">{row.from}</bdi>
                    </th>
                    <td className={cell}>
                      <form action={changeRedirectAction} className="flex flex-wrap items-center gap-2">
                        <input type="hidden" name="locale" value={locale} />
                        <input type="hidden" name="id" value={row.id} />
                        <label htmlFor={`redirect-to-${row.id}`} className="sr-only">
                          {t('newTarget', { from: row.from })}
                        </label>
                        <input
                          id={`redirect-to-${row.id}`}
                          name="to"
                          dir="ltr"
                          required
                          maxLength={300}
                          defaultValue={row.to}
                          className={`${controlClass()} w-80 max-w-full`}
                        />
                        <button type="submit" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                          {t('save')}
                        </button>
                      </form>
                    </td>
                    <td className={cell}>
                      <span className="block">{row.origin === 'slug' ? t('origins.slug') : t('origins.manual')}</span>
                      <span className="block text-xs text-muted-foreground">
                        {row.createdBy ? <bdi>{row.createdBy}</bdi> : t('unknownPerson')} · {when(row.createdAt)}
                      </span>
                    </td>
                    <td className={cell}>
                      <span className="block">{format.number(row.hits)}</span>
                      <span className="block text-xs text-muted-foreground">
                        {row.lastHitAt
                          ? t('lastHit', { when: format.dateTime(row.lastHitAt, { dateStyle: 'medium', timeStyle: 'short' }) })
                          : t('neverHit')}
                      </span>
                    </td>
                    <td className={cell}>
                      <form action={deleteRedirectAction}>
                        <input type="hidden" name="locale" value={locale} />
                        <input type="hidden" name="id" value={row.id} />
                        <button
                          type="submit"
                          className={buttonVariants({ variant: 'outline', size: 'sm' })}
                          aria-label={t('deleteOne', { from: row.from })}
                        >
                          {t('delete')}
                        </button>
                      </form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
