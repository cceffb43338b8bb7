import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/config';
import { formatterFor } from '@/i18n/format';
import { localizedPath } from '@/i18n/paths';
import { cn } from '@/lib/cn';
import type { DocumentSummary, LanguageState, ListFilters } from './summaries.server';
import { contentListPath, editorPath } from '../paths';
import { LabelledField } from '@/components/ui/labelled-field';

const inputClass = 'min-h-10 rounded-lg border border-border bg-background px-3 py-2 text-sm';

/** One language's state as a badge: missing fields first (they stop publishing), then changes waiting, then live. */
async function LanguageBadge({ state, locale }: { state: LanguageState; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contentAdmin.list' });
  if (state.missing > 0)
    return (
      <span className="rounded-full bg-destructive/10 px-2.5 py-1 text-xs font-semibold text-destructive">
        {t('missing', { count: state.missing })}
      </span>
    );
  if (state.draft) return <span className="rounded-full bg-energy-soft px-2.5 py-1 text-xs font-semibold text-foreground">{t('draft')}</span>;
  if (state.published) return <span className="rounded-full bg-muted px-2.5 py-1 text-xs font-semibold text-muted-foreground">{t('published')}</span>;
  return <span className="rounded-full bg-muted px-2.5 py-1 text-xs font-semibold text-muted-foreground">{t('unpublished')}</span>;
}

/** Every page's content document, searched and filtered, with each language's state and who changed it last. */
export async function ContentList({
  locale,
  documents,
  total,
  filters,
}: {
  locale: Locale;
  documents: DocumentSummary[];
  total: number;
  filters: ListFilters;
}) {
  const t = await getTranslations({ locale, namespace: 'contentAdmin.list' });
  const format = formatterFor(locale);
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <div className="space-y-6">
      <form
        method="get"
        className="grid gap-3 rounded-xl border border-border bg-background p-4 sm:grid-cols-2 lg:grid-cols-5"
        role="search"
        aria-label={t('filters')}
      >
        <LabelledField id="content-q" label={t('search')}>
          <input id="content-q" name="q" type="search" defaultValue={filters.q} className={inputClass} />
        </LabelledField>
        <LabelledField id="content-area" label={t('area')}>
          <select id="content-area" name="area" defaultValue={filters.area} className={inputClass}>
            <option value="">{t('all')}</option>
            {(['group', 'energy', 'electronics'] as const).map((area) => (
              <option key={area} value={area}>
                {t(`areas.${area}`)}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField id="content-type" label={t('type')}>
          <select id="content-type" name="type" defaultValue={filters.type} className={inputClass}>
            <option value="">{t('all')}</option>
            {(['product', 'application', 'page'] as const).map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField id="content-state" label={t('state')}>
          <select id="content-state" name="state" defaultValue={filters.state} className={inputClass}>
            <option value="">{t('all')}</option>
            <option value="draft">{t('states.draft')}</option>
            <option value="missing">{t('states.missing')}</option>
            <option value="scheduled">{t('states.scheduled')}</option>
          </select>
        </LabelledField>
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonVariants({ size: 'sm' })}>
            {t('apply')}
          </button>
          <Link href={localizedPath(contentListPath, locale)} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            {t('clear')}
          </Link>
        </div>
      </form>
      <div className="overflow-x-auto rounded-xl border border-border bg-background">
        <table className="w-full min-w-[44rem] text-sm">
          <caption className="p-4 text-start text-muted-foreground">{t('caption', { shown: documents.length, total })}</caption>
          <thead className="border-y border-border bg-muted/60 text-start">
            <tr>
              <th scope="col" className="p-3 text-start">
                {t('page')}
              </th>
              <th scope="col" className="p-3 text-start">
                {t('area')}
              </th>
              <th scope="col" className="p-3 text-start">
                {t('arabic')}
              </th>
              <th scope="col" className="p-3 text-start">
                {t('english')}
              </th>
              <th scope="col" className="p-3 text-start">
                {t('lastChange')}
              </th>
            </tr>
          </thead>
          <tbody>
            {documents.map((document) => (
              <tr key={document.id} className="border-b border-border last:border-0">
                <th scope="row" className="p-3 text-start font-normal">
                  <Link
                    href={localizedPath(editorPath(document.id), locale)}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {document.title[locale] || document.title[other]}
                  </Link>
                  <span className="block text-xs text-muted-foreground">
                    {t(`types.${document.type}`)} · <bdi dir="ltr">{document.path}</bdi>
                  </span>
                  {document.scheduled.map((schedule) => (
                    <span key={schedule.action} className="mt-1 block text-xs font-semibold">
                      {t(`scheduled.${schedule.action}`, { when: format.dateTime(schedule.runAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
                    </span>
                  ))}
                </th>
                <td className="p-3">{t(`areas.${document.area === 'admin' ? 'group' : document.area}`)}</td>
                <td className="p-3">
                  <LanguageBadge state={document.ar} locale={locale} />
                </td>
                <td className="p-3">
                  <LanguageBadge state={document.en} locale={locale} />
                </td>
                <td className={cn('p-3 text-muted-foreground')}>
                  {format.dateTime(document.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  <span className="block text-xs">{document.updatedBy ? <bdi>{document.updatedBy}</bdi> : t('fromRepository')}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {documents.length === 0 && <p className="p-6 text-center text-muted-foreground">{t('empty')}</p>}
      </div>
    </div>
  );
}
