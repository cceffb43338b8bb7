import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { DeleteDisclosure } from '@/components/ui/delete-disclosure';
import { Icon } from '@/components/ui/icon';
import type { Database } from '@/db/open';
import { certificatePath } from '@/features/certificates/paths';
import { editorPath } from '@/features/content/paths';
import { IMAGE_RULES } from '@/features/news/image-rules';
import type { Locale } from '@/i18n/config';
import { formatterFor, messageFormats, siteTimeZone } from '@/i18n/format';
import { loadMessages } from '@/i18n/messages';
import { localizedPath } from '@/i18n/paths';
import { deleteMediaAction } from './actions';
import { DescribeForm } from './describe-form';
import { problemText, sizeOf } from './media-screen';
import { mediaItemPath, mediaPath, mediaUploadApiPath, type MediaKind } from './paths';
import { mediaItem, type MediaUse } from './store.server';

const editPathOf = (use: MediaUse) =>
  use.kind === 'page' ? editorPath(use.id) : use.kind === 'certificate' ? certificatePath(Number(use.id)) : '/energy/admin/news';

/**
 * One item of the media library (decision 019): the picture with its description and focal point, or the document;
 * where it is used, each place linking to its editor; replacing a picture's file everywhere at once; and deleting
 * it once nothing uses it.
 */
export async function MediaItemPage({
  db,
  locale,
  kind,
  id,
  notice,
  problem,
}: {
  db: Database;
  locale: Locale;
  kind: MediaKind;
  id: string;
  notice?: 'uploaded' | 'replaced';
  problem?: string;
}) {
  const item = await mediaItem(db, kind, id);
  if (!item) notFound();
  const t = await getTranslations({ locale, namespace: 'admin.media' });
  const format = formatterFor(locale);
  const messages = await loadMessages(locale);
  const key = mediaItemPath(kind, id).split('/').pop()!;
  const name = item.name ?? t('untitled', { date: format.dateTime(item.createdAt, { dateStyle: 'medium' }) });
  const src = `${item.path}?v=${item.revision}`;
  const details: [string, React.ReactNode][] = [
    [t('details.kind'), t(`kinds.${item.kind}`)],
    [t('details.size'), sizeOf(item.bytes, locale)],
    ...(item.width && item.height
      ? [
          [t('details.dimensions'), <bdi key="size">{t('details.dimensionsValue', { width: item.width, height: item.height })}</bdi>] as [
            string,
            React.ReactNode,
          ],
        ]
      : []),
    [t('details.uploaded'), format.dateTime(item.createdAt, { dateStyle: 'medium' })],
    ...(item.revision > 1 ? [[t('details.revision'), format.number(item.revision)] as [string, React.ReactNode]] : []),
    [
      t('details.address'),
      <bdi key="path" dir="ltr" className="break-all">
        {item.path}
      </bdi>,
    ],
  ];
  return (
    <div className="mx-auto max-w-site space-y-8 px-4 py-10 sm:px-6">
      <nav aria-label={t('breadcrumb')} className="text-sm">
        <Link href={localizedPath(mediaPath, locale)} className="inline-flex min-h-10 items-center text-primary underline-offset-4 hover:underline">
          {t('backToList')}
        </Link>
      </nav>
      <div>
        <h1 className="text-h1 font-bold break-words">
          <bdi>{item.alt?.[locale] || name}</bdi>
        </h1>
        {item.alt?.[locale] && (
          <p className="mt-1 text-sm break-all text-muted-foreground">
            <bdi>{name}</bdi>
          </p>
        )}
      </div>
      {notice && (
        <p role="status" className="rounded-lg border border-border bg-card p-3 text-sm font-medium">
          {t(`notices.${notice}`)}
        </p>
      )}
      {problem && (
        <p role="alert" className="flex items-start gap-1.5 rounded-lg border border-destructive/40 p-3 text-sm font-medium text-destructive">
          <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
          {problemText(t, problem)}
        </p>
      )}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="media-describe" className="space-y-4">
          {item.kind === 'picture' ? (
            <>
              <h2 id="media-describe" className="text-xl font-semibold">
                {t('describe.title')}
              </h2>
              <NextIntlClientProvider
                locale={locale}
                messages={{ admin: { media: (messages.admin as { media: unknown }).media } }}
                timeZone={siteTimeZone}
                formats={messageFormats}
              >
                <DescribeForm
                  locale={locale}
                  item={key}
                  src={src}
                  initial={{
                    altAr: item.alt?.ar ?? '',
                    altEn: item.alt?.en ?? '',
                    captionAr: item.caption?.ar ?? '',
                    captionEn: item.caption?.en ?? '',
                    focusX: String(item.focus.x),
                    focusY: String(item.focus.y),
                  }}
                />
              </NextIntlClientProvider>
            </>
          ) : (
            <>
              <h2 id="media-describe" className="text-xl font-semibold">
                {t('kinds.document')}
              </h2>
              <a href={item.path} className={buttonVariants({ variant: 'outline' })}>
                <Icon name="download" className="size-4" />
                <bdi>{name}</bdi>
              </a>
              <p className="text-sm text-muted-foreground">{t('documentNote')}</p>
            </>
          )}
        </section>

        <div className="space-y-8">
          <dl className="divide-y divide-border rounded-xl border border-border bg-card px-5 text-sm">
            {details.map(([label, value]) => (
              <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>

          <section aria-labelledby="media-uses" className="space-y-3">
            <h2 id="media-uses" className="text-xl font-semibold">
              {t('usedOn')}
            </h2>
            {item.uses.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('notUsed')}</p>
            ) : (
              <ul className="divide-y divide-border rounded-xl border border-border bg-card">
                {item.uses.map((use) => (
                  <li key={`${use.kind}-${use.id}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
                    <Link
                      href={localizedPath(editPathOf(use), locale)}
                      className="min-h-10 content-center font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      {use.title[locale] || use.title.en}
                    </Link>
                    <span className="text-muted-foreground">{t(`useKinds.${use.kind}`)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {item.kind === 'picture' && (
            <form
              method="post"
              action={mediaUploadApiPath}
              encType="multipart/form-data"
              className="space-y-3 rounded-xl border border-border bg-card p-5"
              aria-labelledby="media-replace"
            >
              <h2 id="media-replace" className="text-xl font-semibold">
                {t('replace.title')}
              </h2>
              <p id="media-replace-hint" className="text-sm text-muted-foreground">
                {t('replace.hint')}
              </p>
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="replace" value={item.id} />
              <label htmlFor="media-replace-file" className="block text-sm font-semibold">
                {t('replace.label')}
              </label>
              <input
                id="media-replace-file"
                type="file"
                name="file"
                required
                accept={IMAGE_RULES.types.join(',')}
                aria-describedby="media-replace-hint"
                className="block w-fit max-w-full text-sm file:me-3 file:min-h-10 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:font-semibold"
              />
              <button type="submit" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                <Icon name="refresh-cw" className="size-4" />
                {t('replace.submit')}
              </button>
            </form>
          )}

          {item.uses.length > 0 ? (
            <p className="text-sm text-muted-foreground">{t('cannotDelete')}</p>
          ) : (
            <DeleteDisclosure
              action={deleteMediaAction}
              fields={{ locale, item: key }}
              copy={{ summary: t('delete'), explained: t('deleteExplained'), confirm: t('deleteConfirm'), button: t('deleteButton') }}
            />
          )}
        </div>
      </div>
    </div>
  );
}
