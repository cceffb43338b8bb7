import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/config';
import { formatterFor, siteDateTimeValue } from '@/i18n/format';
import { cancelScheduleAction } from './actions';
import { ScheduleForm } from './schedule-form';
import type { PendingSchedule } from './store.server';

/** What the editor says after planning a change or calling one off. */
export type ScheduleNotice = 'set' | 'cancelled';

/**
 * Publishing and taking off planned for a later minute (decision 014), beside the editor: what is planned, by
 * whom, a button to call each off, and the form to plan another. Only an entry can be taken off the site.
 */
export async function SchedulePanel({
  id,
  locale,
  isEntry,
  pending,
  notice,
}: {
  id: string;
  locale: Locale;
  isEntry: boolean;
  pending: PendingSchedule[];
  notice?: ScheduleNotice;
}) {
  const t = await getTranslations({ locale, namespace: 'contentAdmin.schedule' });
  const format = formatterFor(locale);
  const when = (at: Date) => format.dateTime(at, { dateStyle: 'full', timeStyle: 'short' });
  return (
    <section aria-labelledby="schedule-panel-title" className="mb-6 space-y-3 rounded-xl border border-border bg-card p-4">
      <h2 id="schedule-panel-title" className="font-semibold">
        {t('title')}
      </h2>
      {notice && (
        <p role="status" className="rounded-lg border border-border bg-muted p-3 text-sm font-medium">
          {t(`notices.${notice}`)}
        </p>
      )}
      {pending.length > 0 && (
        <ul className="space-y-2">
          {pending.map((schedule) => (
            <li key={schedule.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3 text-sm">
              <span>
                <span className="block font-semibold">{t(`pending.${schedule.action}`, { when: when(schedule.runAt) })}</span>
                <span className="block text-muted-foreground">
                  {schedule.createdBy ? (
                    <>
                      {t('by')} <bdi dir="ltr">{schedule.createdBy}</bdi>
                    </>
                  ) : (
                    t('byFormer')
                  )}
                </span>
              </span>
              <form action={cancelScheduleAction}>
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="id" value={id} />
                <input type="hidden" name="schedule" value={schedule.id} />
                <button
                  type="submit"
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  aria-label={t('cancelNamed', { what: t(`pending.${schedule.action}`, { when: when(schedule.runAt) }) })}
                >
                  {t('cancel')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      <ScheduleForm
        id={id}
        locale={locale}
        min={siteDateTimeValue(new Date())}
        copy={{
          action: t('action'),
          actions: { publish: t('actions.publish'), ...(isEntry ? { unpublish: t('actions.unpublish') } : {}) },
          at: t('at'),
          hint: t('hint'),
          submit: t('submit'),
          submitting: t('submitting'),
        }}
      />
    </section>
  );
}
