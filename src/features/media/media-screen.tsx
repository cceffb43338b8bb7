import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import { Icon } from '@/components/ui/icon';
import { IMAGE_RULES } from '@/features/news/image-rules';
import type { Database } from '@/db/open';
import type { Locale } from '@/i18n/config';
import { formatterFor } from '@/i18n/format';
import { localizedPath } from '@/i18n/paths';
import { mediaItemPath, mediaUploadApiPath } from './paths';
import { listMedia, type MediaItem } from './store.server';

export type MediaFilters = { type: 'all' | 'picture' | 'document'; q: string; unused: boolean };

/** Whether an item passes the filters: its type, unused only, and the words searched in its name or description. */
export function matches(item: MediaItem, { type, q, unused }: MediaFilters): boolean {
  if (type !== 'all' && item.kind !== type) return false;
  if (unused && item.uses.length > 0) return false;
  const words = q.trim().toLocaleLowerCase();
  if (!words) return true;
  return [item.name, item.alt?.ar, item.alt?.en, item.caption?.ar, item.caption?.en].some((text) => text?.toLocaleLowerCase().includes(words));
}

/** Why an upload was refused, in words (the pipeline's reasons, with the limits they name). */
export function problemText(t: Awaited<ReturnType<typeof getTranslations<'admin.media'>>>, problem: string): string {
  const known = ['type', 'size', 'width', 'height', 'unreadable', 'used', 'error'];
  const values = { megabytes: IMAGE_RULES.maxMegabytes, width: IMAGE_RULES.maxWidth, height: IMAGE_RULES.maxHeight };
  const key = (known.includes(problem) ? problem : 'error') as 'type';
  return t(`problems.${key}`, values as never);
}

/** A file's size in kilobytes or megabytes, in the reader's language. */
export function sizeOf(bytes: number, locale: Locale): string {
  const format = formatterFor(locale);
  return bytes >= 1024 * 1024
    ? format.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
    : format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
}

/**
 * The media library (decision 019): every uploaded picture and document as a tile, with its size, whether it is
 * described and how many places use it, filtered by a plain form (works without JavaScript); a picture is added by
 * a plain upload form too, and opens on its own page to be described.
 */
export async function MediaScreen({
  db,
  locale,
  filters,
  notice,
  problem,
}: {
  db: Database;
  locale: Locale;
  filters: MediaFilters;
  notice?: 'deleted';
  problem?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'admin.media' });
  const items = (await listMedia(db)).filter((item) => matches(item, filters));
  const format = formatterFor(locale);
  return (
    <div className="mx-auto max-w-site space-y-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-h1 font-bold">{t('title')}</h1>
        <p className="mt-1 max-w-prose text-muted-foreground">{t('lead')}</p>
      </div>
      {notice && (
        <p role="status" className="rounded-lg border border-border bg-card p-3 text-sm font-medium">
          {t(`notices.${notice}`)}
        </p>
      )}
      <form
        method="post"
        action={mediaUploadApiPath}
        encType="multipart/form-data"
        className="max-w-3xl space-y-3 rounded-xl border border-border bg-card p-5"
      >
        <h2 className="text-lg font-semibold">{t('upload.title')}</h2>
        <input type="hidden" name="locale" value={locale} />
        <label htmlFor="media-upload" className="block text-sm font-semibold">
          {t('upload.label', { megabytes: IMAGE_RULES.maxMegabytes })}
        </label>
        <input
          id="media-upload"
          type="file"
          name="file"
          required
          accept={IMAGE_RULES.types.join(',')}
          aria-describedby="media-upload-hint media-upload-problem"
          className="block w-fit max-w-full text-sm file:me-3 file:min-h-10 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:font-semibold"
        />
        <p id="media-upload-hint" className="text-sm text-muted-foreground">
          {t('upload.hint')}
        </p>
        {problem && (
          <p id="media-upload-problem" role="alert" className="flex items-start gap-1.5 text-sm font-medium text-destructive">
            <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
            {problemText(t, problem)}
          </p>
        )}
        <button type="submit" className={buttonVariants({ size: 'sm' })}>
          <Icon name="image-up" className="size-4" />
          {t('upload.submit')}
        </button>
      </form>

      <form method="get" aria-label={t('filters')} className="flex flex-wrap items-end gap-4">
        <div className="min-w-60 flex-1">
          <label htmlFor="media-q" className="mb-1 block text-sm font-semibold">
            {t('search')}
          </label>
          <input id="media-q" type="search" name="q" defaultValue={filters.q} maxLength={120} className={controlClass()} />
        </div>
        <div>
          <label htmlFor="media-type" className="mb-1 block text-sm font-semibold">
            {t('type')}
          </label>
          <select id="media-type" name="type" defaultValue={filters.type} className={controlClass()}>
            {(['all', 'picture', 'document'] as const).map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <label className="flex h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="unused" value="1" defaultChecked={filters.unused} className="size-5" />
          {t('onlyUnused')}
        </label>
        <button type="submit" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t('apply')}
        </button>
      </form>

      <p role="status" className="text-sm text-muted-foreground">
        {t('count', { count: items.length })}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl border border-border bg-card p-6 text-center text-muted-foreground">{t('empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => {
            const name = item.name ?? t('untitled', { date: format.dateTime(item.createdAt, { dateStyle: 'medium' }) });
            return (
              <li key={`${item.kind}-${item.id}`} className="relative flex flex-col overflow-hidden rounded-xl border border-border bg-card">
                <div className="relative grid aspect-[4/3] place-items-center overflow-hidden bg-muted">
                  {item.kind === 'picture' ? (
                    // eslint-disable-next-line @next/next/no-img-element -- staff see the stored file itself
                    <img
                      src={`${item.path}?v=${item.revision}`}
                      alt=""
                      loading="lazy"
                      className="absolute inset-0 size-full object-cover"
                      style={{ objectPosition: `${item.focus.x}% ${item.focus.y}%` }}
                    />
                  ) : (
                    <span className="flex flex-col items-center gap-2 text-muted-foreground">
                      <Icon name="file-text" className="size-10" />
                      <span className="text-sm font-semibold">{t('pdf')}</span>
                    </span>
                  )}
                </div>
                <div className="flex flex-1 flex-col gap-1 p-4 text-sm">
                  <Link
                    href={localizedPath(mediaItemPath(item.kind, item.id), locale)}
                    className="stretched-link font-semibold break-words text-primary underline-offset-4 hover:underline"
                  >
                    <bdi>{name}</bdi>
                  </Link>
                  <span className="text-muted-foreground">
                    {t(`kinds.${item.kind}`)} · {sizeOf(item.bytes, locale)}
                  </span>
                  <span className={item.uses.length > 0 ? 'text-foreground' : 'text-muted-foreground'}>{t('uses', { count: item.uses.length })}</span>
                  {item.kind === 'picture' && !item.alt && (
                    <span className="mt-1 inline-flex w-fit items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900/40 dark:text-amber-100">
                      {t('missingAlt')}
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
