import { getTranslations } from 'next-intl/server';
import { getDatabase } from '@/db';
import { defaultLocale, isLocale, type Locale } from '@/i18n/config';
import { log } from '@/lib/log';
import { previewDocuments } from './documents.server';
import { seesDrafts } from './draft-access.server';
import { PreviewBarSlot } from './preview-bar-slot';

/**
 * The preview banner of the public pages, mounted by each area's layout: nothing at all unless this request is a
 * staff preview (`seesDrafts`: Next's draft mode and a session allowed to edit content). `draftMode()` answers false
 * while Next prerenders a page and does not make it dynamic, so visitors' pages stay prerendered and cached exactly
 * as before; only requests already in draft mode (which Next renders per request, and never keeps) ask for the
 * session. The words are the page's language; the link to the other language's preview is in that language.
 */
export async function PreviewBanner({ params }: { params: Promise<{ locale: string }> }) {
  if (!(await seesDrafts())) return null;
  const { locale: requested } = await params;
  const locale: Locale = isLocale(requested) ? requested : defaultLocale;
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const [t, inOther, documents] = await Promise.all([
    getTranslations({ locale, namespace: 'contentPreview.banner' }),
    getTranslations({ locale: other, namespace: 'contentPreview.banner' }),
    getDatabase()
      .then(({ db }) => previewDocuments(db))
      .catch((err: unknown) => {
        // Only the link back to the editor is left out.
        log.warn({ err }, 'The content documents could not be listed for the preview banner');
        return {};
      }),
  ]);
  return (
    <PreviewBarSlot
      locale={locale}
      other={other}
      documents={documents}
      labels={{
        label: t('label'),
        title: t('title'),
        message: t('message'),
        editor: t('editor'),
        exit: t('exit'),
        switchTo: inOther('switchTo'),
      }}
    />
  );
}
