import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getDatabase } from '@/db';
import { buttonVariants } from '@/components/ui/button';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { can } from '@/config/permissions';
import { filtersFromQuery, queryOf } from '@/features/leads/filters';
import { leadFormKeys } from '@/features/leads/forms';
import { leadStatuses, listLeads } from '@/features/leads/leads.server';
import { formatterFor } from '@/i18n/format';
import { localizedPath } from '@/i18n/paths';
import { registryPage } from '@/lib/registry-page';
import { cn } from '@/lib/cn';
import { LabelledField } from '@/components/ui/labelled-field';

const page = registryPage('admin-leads');
export const generateMetadata = page.generateMetadata;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const statusStyle = {
  new: 'bg-primary text-primary-foreground',
  contacted: 'bg-energy-soft text-foreground',
  closed: 'bg-muted text-muted-foreground border border-border',
} as const;

const inputClass = 'rounded-lg border border-border bg-background px-3 py-2 text-sm';

export default async function LeadsPage({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const filters = filtersFromQuery(await searchParams);
  const user = await requireUser(locale, `/admin/leads${queryOf(filters)}`);
  if (!can(user.role, 'leads')) return <NoAccess locale={locale} role={user.role} />;
  const t = await getTranslations({ locale, namespace: 'admin.leads' });
  const leadsCopy = await getTranslations({ locale, namespace: 'leads' });
  const format = formatterFor(locale);
  const { db } = await getDatabase();
  const result = await listLeads(db, filters);
  const base = localizedPath('/admin/leads', locale);

  return (
    <div className="mx-auto max-w-site space-y-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-h1 font-bold">{t('title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
        </div>
        <a href={`/api/admin/leads/export${queryOf(filters, { page: undefined })}`} className={buttonVariants({ variant: 'outline' })} download>
          <Icon name="download" />
          {t('export')}
        </a>
      </div>

      <form
        method="get"
        action={base}
        aria-label={t('filters')}
        className="grid gap-4 rounded-card border border-border bg-card p-5 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      >
        <LabelledField id="filter-q" label={t('search')} className="lg:col-span-2">
          <input id="filter-q" name="q" type="search" defaultValue={filters.q} placeholder={t('searchPlaceholder')} className={inputClass} />
        </LabelledField>
        <LabelledField id="filter-form" label={t('form')}>
          <select id="filter-form" name="form" defaultValue={filters.form ?? ''} className={inputClass}>
            <option value="">{t('allForms')}</option>
            {leadFormKeys.map((key) => (
              <option key={key} value={key}>
                {t(`forms.${key}`)}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField id="filter-status" label={t('status')}>
          <select id="filter-status" name="status" defaultValue={filters.status ?? ''} className={inputClass}>
            <option value="">{t('allStatuses')}</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField id="filter-from" label={t('from')}>
          <input id="filter-from" name="from" type="date" defaultValue={filters.from} className={inputClass} />
        </LabelledField>
        <LabelledField id="filter-to" label={t('to')}>
          <input id="filter-to" name="to" type="date" defaultValue={filters.to} className={inputClass} />
        </LabelledField>
        <div className="flex gap-2 lg:col-span-6">
          <button type="submit" className={buttonVariants()}>
            {t('apply')}
          </button>
          <Link href={base} className={buttonVariants({ variant: 'ghost' })}>
            {t('clear')}
          </Link>
        </div>
      </form>

      <p role="status" className="text-sm font-medium text-muted-foreground">
        {t('count', { total: result.total })}
      </p>

      {result.rows.length === 0 ? (
        <p className="rounded-card border border-dashed border-border bg-card p-10 text-center text-muted-foreground">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-card border border-border bg-card">
          <table className="w-full min-w-[48rem] text-start text-sm">
            <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                {[t('received'), t('name'), t('email'), t('form'), t('service'), t('status')].map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 text-start font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {result.rows.map((lead) => (
                <tr key={lead.id} className={cn('hover:bg-muted/60', lead.status === 'new' && 'font-semibold')}>
                  <td className="px-4 py-3 whitespace-nowrap">{format.dateTime(lead.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  <td className="px-4 py-3">
                    <Link href={localizedPath(`/admin/leads/${lead.id}`, locale)} className="text-primary underline-offset-4 hover:underline">
                      <bdi>{lead.name}</bdi>
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    <bdi dir="ltr">{lead.email}</bdi>
                  </td>
                  <td className="px-4 py-3">{t.has(`forms.${lead.form}`) ? t(`forms.${lead.form}`) : lead.form}</td>
                  <td className="px-4 py-3">
                    <bdi>{leadsCopy.has(`services.${lead.service}`) ? leadsCopy(`services.${lead.service}`) : lead.service}</bdi>
                  </td>
                  <td className="px-4 py-3">
                    <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', statusStyle[lead.status as keyof typeof statusStyle])}>
                      {t.has(`statuses.${lead.status}`) ? t(`statuses.${lead.status}`) : lead.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {result.pageCount > 1 && (
        <nav className="flex items-center justify-between gap-4" aria-label={t('page', { page: result.page, pages: result.pageCount })}>
          {result.page > 1 ? (
            <Link href={base + queryOf(filters, { page: result.page - 1 })} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted-foreground">{t('page', { page: result.page, pages: result.pageCount })}</span>
          {result.page < result.pageCount ? (
            <Link href={base + queryOf(filters, { page: result.page + 1 })} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
