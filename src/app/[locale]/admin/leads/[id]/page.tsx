import { Icon } from '@/components/ui/icon';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getDatabase } from '@/db';
import { buttonVariants } from '@/components/ui/button';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { can } from '@/config/permissions';
import { setLeadStatusAction } from '@/features/leads/admin-actions';
import { getLead, leadStatuses, notificationKey } from '@/features/leads/leads.server';
import { mailSettingsFromEnv } from '@/features/leads/mail.server';
import { mailStatusFor } from '@/features/leads/outbox.server';
import { defaultLocale, isLocale } from '@/i18n/config';
import { formatterFor } from '@/i18n/format';
import { localizedPath } from '@/i18n/paths';

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<{ saved?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: 'admin.lead' });
  return { title: t('title', { id }), robots: { index: false, follow: false } };
}

export default async function LeadPage({ params, searchParams }: Props) {
  const { locale: requested, id } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  const user = await requireUser(locale, `/admin/leads/${id}`);
  if (!can(user.role, 'leads')) return <NoAccess locale={locale} role={user.role} />;
  const { db } = await getDatabase();
  const lead = await getLead(db, Number(id));
  if (!lead) notFound();

  const { saved } = await searchParams;
  const t = await getTranslations({ locale, namespace: 'admin.lead' });
  const list = await getTranslations({ locale, namespace: 'admin.leads' });
  const leadsCopy = await getTranslations({ locale, namespace: 'leads' });
  const format = formatterFor(locale);
  const mail = mailSettingsFromEnv().smtpUrl ? await mailStatusFor(db, notificationKey(lead.id)) : undefined;

  const rows: [string, string | null, 'ltr'?][] = [
    [list('received'), format.dateTime(lead.createdAt, { dateStyle: 'full', timeStyle: 'short' })],
    [list('email'), lead.email, 'ltr'],
    [t('phone'), lead.phone, 'ltr'],
    [t('company'), lead.company],
    [list('service'), leadsCopy.has(`services.${lead.service}`) ? leadsCopy(`services.${lead.service}`) : lead.service],
    [list('form'), list.has(`forms.${lead.form}`) ? list(`forms.${lead.form}`) : lead.form],
    [t('page'), lead.page, 'ltr'],
    [t('language'), t.has(`languages.${lead.locale}`) ? t(`languages.${lead.locale}`) : lead.locale],
  ];

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
      <Link
        href={localizedPath('/admin/leads', locale)}
        className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
      >
        <Icon name="arrow-left" className="flip-rtl size-4" />
        {t('back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-muted-foreground">{t('title', { id: lead.id })}</p>
          <h1 className="text-h1 font-bold">
            <bdi>{lead.name}</bdi>
          </h1>
        </div>
        <a href={`mailto:${encodeURIComponent(lead.email)}`} className={buttonVariants()}>
          <Icon name="mail" />
          {t('reply')}
        </a>
      </div>

      {saved && (
        <p role="status" className="rounded-lg border border-primary/30 bg-primary/10 p-3 text-sm font-medium">
          {t('saved')}
        </p>
      )}

      <section aria-labelledby="lead-details" className="rounded-card border border-border bg-card p-6">
        <h2 id="lead-details" className="text-h3 font-semibold">
          {t('details')}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
          {rows
            .filter(([, value]) => value)
            .map(([label, value, dir]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
                <dd className="break-words">
                  <bdi dir={dir}>{value}</bdi>
                </dd>
              </div>
            ))}
        </dl>
        <h3 className="mt-6 text-sm font-semibold text-muted-foreground">{t('message')}</h3>
        {/* Shown as text: whatever the visitor typed is never interpreted as HTML, and each value is isolated (<bdi>), so its
            direction characters cannot reorder the screen around it. */}
        <p className="mt-2 rounded-lg bg-muted p-4 break-words whitespace-pre-wrap">
          <bdi>{lead.message}</bdi>
        </p>
        {lead.details && (
          <>
            <h3 className="mt-6 text-sm font-semibold text-muted-foreground">{t('extra')}</h3>
            <pre dir="ltr" className="mt-2 overflow-x-auto rounded-lg bg-muted p-4 text-sm">
              {JSON.stringify(lead.details, null, 2)}
            </pre>
          </>
        )}
      </section>

      <section aria-labelledby="lead-status" className="grid gap-6 rounded-card border border-border bg-card p-6 sm:grid-cols-2">
        <form action={setLeadStatusAction} className="space-y-3">
          <h2 id="lead-status" className="text-h3 font-semibold">
            {t('changeStatus')}
          </h2>
          <input type="hidden" name="id" value={lead.id} />
          <input type="hidden" name="locale" value={locale} />
          <label htmlFor="lead-status-select" className="sr-only">
            {list('status')}
          </label>
          <div className="flex gap-2">
            <select
              id="lead-status-select"
              name="status"
              defaultValue={lead.status}
              className="rounded-lg border border-border bg-background px-3 py-2"
            >
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {list(`statuses.${status}`)}
                </option>
              ))}
            </select>
            <button type="submit" className={buttonVariants()}>
              {t('save')}
            </button>
          </div>
        </form>
        <div>
          <h2 className="text-h3 font-semibold">{t('mail')}</h2>
          <p className="mt-3 text-sm">
            {!mail ? t('mailOff') : t(`mailStates.${mail.status as 'pending' | 'sent' | 'failed'}`, { attempts: mail.attempts })}
          </p>
          {mail?.last_error && mail.status !== 'sent' && (
            <p className="mt-1 text-sm text-muted-foreground">{t('lastError', { error: mail.last_error })}</p>
          )}
        </div>
      </section>
    </div>
  );
}
