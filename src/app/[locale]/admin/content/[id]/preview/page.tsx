import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { can } from '@/config/permissions';
import { getDatabase } from '@/db';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { documentIdPattern } from '@/features/content/api.server';
import { pageTitle } from '@/features/content/page-title.server';
import { previewablePlace } from '@/features/content/preview/documents.server';
import {
  editorHref,
  isPreviewWidth,
  previewExitPath,
  previewStartHref,
  previewWidths,
  type PreviewWidth,
} from '@/features/content/preview/preview-paths';
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The frame's height at each width: a phone's screen, and a laptop's window. */
const heights: Record<PreviewWidth, number> = { phone: 844, desktop: 800 };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested, id } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'contentPreview.frame' });
  return { title: t('metaTitle', { page: documentIdPattern.test(id) ? await pageTitle(locale, id) : id }), robots: { index: false, follow: false } };
}

/**
 * A page's draft at a phone's and a desktop's width (staff with the `content` permission): the page in an `<iframe>`
 * of that width, loaded through the preview route, which turns on draft mode and sends the frame to the page. The
 * width and the page's language are links (`?width=phone|desktop&lang=ar|en`), so the switches work without
 * JavaScript. Framing is allowed for pages rendered in draft mode only (`src/config/security-headers.ts`).
 */
export default async function ContentPreviewPage({ params, searchParams }: Props) {
  const { locale: requested, id } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  const here = `/admin/content/${id}/preview`;
  const user = await requireUser(locale, here);
  if (!can(user.role, 'content')) return <NoAccess locale={locale} role={user.role} />;
  if (!documentIdPattern.test(id) || !(await previewablePlace((await getDatabase()).db, id))) notFound();

  const query = await searchParams;
  const width: PreviewWidth = isPreviewWidth(query.width) ? query.width : 'desktop';
  const lang: Locale = isLocale(query.lang) ? query.lang : locale;
  const t = await getTranslations({ locale, namespace: 'contentPreview.frame' });
  const page = await pageTitle(locale, id);
  const start = previewStartHref(id, lang);
  const pixels = previewWidths[width];
  const hrefWith = (changes: { width?: PreviewWidth; lang?: Locale }) =>
    `${localizedPath(here, locale)}?${new URLSearchParams({ width: changes.width ?? width, lang: changes.lang ?? lang })}`;

  const choice = (current: boolean) =>
    `inline-flex min-h-10 items-center gap-2 rounded-md border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${
      current ? 'border-primary bg-primary text-primary-foreground' : 'border-border text-foreground hover:bg-muted'
    }`;

  return (
    <div className="mx-auto max-w-[calc(1280px+3rem)] space-y-6 px-4 py-10 sm:px-6">
      <Link href={editorHref(id, locale)} className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-primary hover:underline">
        <Icon name="arrow-left" className="flip-rtl size-4" />
        {t('back')}
      </Link>
      <div className="space-y-2">
        <h1 className="text-h1 font-bold">{t('title', { page })}</h1>
        <p className="max-w-prose text-muted-foreground">{t('intro')}</p>
      </div>

      <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
        <div role="group" aria-labelledby="preview-width" className="space-y-2">
          <p id="preview-width" className="text-sm font-semibold">
            {t('width')}
          </p>
          <div className="flex flex-wrap gap-2">
            {(['phone', 'desktop'] as const).map((option) => (
              <Link
                key={option}
                href={hrefWith({ width: option })}
                aria-current={option === width ? 'true' : undefined}
                className={choice(option === width)}
              >
                <Icon name={option === 'phone' ? 'smartphone' : 'app-window'} className="size-4" />
                {t(option, { width: String(previewWidths[option]) })}
              </Link>
            ))}
          </div>
        </div>
        <div role="group" aria-labelledby="preview-language" className="space-y-2">
          <p id="preview-language" className="text-sm font-semibold">
            {t('language')}
          </p>
          <div className="flex flex-wrap gap-2">
            {locales.map((option) => (
              <Link
                key={option}
                href={hrefWith({ lang: option })}
                aria-current={option === lang ? 'true' : undefined}
                className={choice(option === lang)}
              >
                {t(option)}
              </Link>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <a href={start} target="_blank" rel="noopener" className={buttonVariants({ variant: 'outline' })}>
            <Icon name="external-link" className="size-4" />
            {t('openTab')}
          </a>
          <form action={previewExitPath} method="get">
            <input type="hidden" name="next" value={editorHref(id, locale)} />
            <button type="submit" className={buttonVariants({ variant: 'outline' })}>
              <Icon name="log-out" className="flip-rtl size-4" />
              {t('exit')}
            </button>
          </form>
        </div>
      </div>
      <p className="max-w-prose text-sm text-muted-foreground">{t('exitNote')}</p>

      {/* Wider than the screen (the desktop width on a laptop), the frame scrolls sideways rather than shrinking. */}
      <div className="overflow-x-auto rounded-lg border border-border bg-muted p-3">
        <iframe
          key={`${lang}-${width}`}
          src={start}
          title={t('frameTitle', { page, language: t(lang), width: String(pixels) })}
          width={pixels}
          height={heights[width]}
          style={{ width: pixels, height: heights[width] }}
          className="mx-auto block max-w-none border-0 bg-background shadow-card"
        />
      </div>
    </div>
  );
}
