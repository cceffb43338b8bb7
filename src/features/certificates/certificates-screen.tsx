import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { TableHead } from '@/components/ui/table-head';
import { certificateReminderDays } from '@/config/certificates';
import type { Database } from '@/db/open';
import type { Locale } from '@/i18n/config';
import { dayMoment, daysBetween, formatterFor, siteDay } from '@/i18n/format';
import { localizedPath } from '@/i18n/paths';
import { certificatePath, newCertificatePath } from './paths';
import { listCertificates, type Certificate } from './store.server';

type State = { kind: 'valid' | 'expiring' | 'expired' | 'future' | 'undated'; days?: number };

/** Where a certificate stands today: what the pages show, and what needs doing. */
export function certificateState(certificate: Pick<Certificate, 'validFrom' | 'validUntil'>, today: string): State {
  if (certificate.validFrom && certificate.validFrom > today) return { kind: 'future' };
  if (certificate.validUntil && certificate.validUntil < today) return { kind: 'expired' };
  if (!certificate.validUntil) return { kind: 'undated' };
  const days = daysBetween(today, certificate.validUntil);
  return days <= certificateReminderDays ? { kind: 'expiring', days } : { kind: 'valid' };
}

const badge: Record<State['kind'], string> = {
  valid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
  expiring: 'bg-amber-100 text-amber-950 dark:bg-amber-900/40 dark:text-amber-100',
  expired: 'bg-destructive/10 text-destructive',
  future: 'bg-muted text-foreground',
  undated: 'bg-amber-100 text-amber-950 dark:bg-amber-900/40 dark:text-amber-100',
};

/**
 * The certificates library (decision 016): every certificate with the pages that list it, its last valid day and
 * where it stands, each opening its form; expired ones stay here, off the site, until renewed or deleted.
 */
export async function CertificatesScreen({ db, locale, notice }: { db: Database; locale: Locale; notice?: 'saved' | 'deleted' }) {
  const t = await getTranslations({ locale, namespace: 'admin.certificates' });
  const format = formatterFor(locale);
  const today = siteDay();
  const rows = await listCertificates(db);
  const day = (value: string) => <time dateTime={value}>{format.dateTime(dayMoment(value), { dateStyle: 'medium' })}</time>;
  const cell = 'px-4 py-3 align-top';
  return (
    <div className="mx-auto max-w-site space-y-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-h1 font-bold">{t('title')}</h1>
          <p className="mt-1 max-w-prose text-muted-foreground">{t('lead', { days: certificateReminderDays })}</p>
        </div>
        <Link href={localizedPath(newCertificatePath, locale)} className={buttonVariants()}>
          <Icon name="plus" className="size-4" />
          {t('add')}
        </Link>
      </div>
      {notice && (
        <p role="status" className="rounded-lg border border-border bg-card p-3 text-sm font-medium">
          {t(`notices.${notice}`)}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="rounded-xl border border-border bg-card p-6 text-center text-muted-foreground">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-card">
          <table className="w-full min-w-[44rem] text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <TableHead headings={[t('certificate'), t('shownOn'), t('validUntil'), t('state'), t('lastChange')]} />
            <tbody>
              {rows.map((row) => {
                const state = certificateState(row, today);
                return (
                  <tr key={row.id} className="border-t border-border">
                    <th scope="row" className={`${cell} text-start font-normal`}>
                      <Link
                        href={localizedPath(certificatePath(row.id), locale)}
                        className="font-semibold text-primary underline-offset-4 hover:underline"
                      >
                        <bdi dir="ltr">{row.standard}</bdi>
                      </Link>
                      <span className="block text-muted-foreground">{row.title[locale]}</span>
                    </th>
                    <td className={cell}>{new Intl.ListFormat(locale).format(row.areas.map((area) => t(`form.areaNames.${area}`)))}</td>
                    <td className={cell}>{row.validUntil ? day(row.validUntil) : t('notRecorded')}</td>
                    <td className={cell}>
                      <span className={`inline-block rounded-full px-2.5 py-1 text-xs font-semibold ${badge[state.kind]}`}>
                        {t(`states.${state.kind}`, { days: state.days ?? 0 })}
                      </span>
                    </td>
                    <td className={`${cell} text-muted-foreground`}>
                      {format.dateTime(row.updatedAt, { dateStyle: 'medium' })}
                      {row.updatedBy && (
                        <span className="block text-xs">
                          <bdi>{row.updatedBy}</bdi>
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
