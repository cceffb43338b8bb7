'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { PageDocument } from '@/components/sections/blocks/document';
import { sharedPictureOf } from '@/components/sections/blocks/pictures';
import { cn } from '@/lib/cn';
import { useEditor } from './editor-context';

/** Where the page lives and whose it is, for the previews' address line and title. */
export type SiteFacts = { url: string; path: string; brand: { ar: string; en: string } };

/** Roughly where search engines cut a title and a description (the fields count against the same lengths). */
const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text);

/**
 * How the page shows in a search result and as a shared link, in both languages (one at a time on a phone), drawn
 * from the draft as it is typed: the search-engine title with the site's name, the address, the description, and the
 * picture a link preview shows (`sharedPictureOf`).
 */
export function SeoPreview({ site }: { site: SiteFacts }) {
  const { data, phoneLanguage } = useEditor();
  const t = useTranslations('contentAdmin.seoPreview');
  // The previews' own labels are the interface's words, inside a column written in either language.
  const interfaceLanguage = useLocale();
  const ui = { lang: interfaceLanguage, dir: interfaceLanguage === 'ar' ? 'rtl' : 'ltr' } as const;
  const { seo } = data as PageDocument;
  const picture = sharedPictureOf(data as PageDocument)?.image;
  const host = URL.parse(site.url)?.host ?? site.url;
  return (
    <section aria-labelledby="seo-preview-title" className="space-y-3">
      <h3 id="seo-preview-title" className="font-semibold">
        {t('title')}
      </h3>
      {seo.noindex && <p className="rounded-lg border border-border bg-muted p-3 text-sm">{t('hidden')}</p>}
      {seo.canonical && (
        <p className="rounded-lg border border-border bg-muted p-3 text-sm">
          {t('canonical')} <bdi dir="ltr">{seo.canonical}</bdi>
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {(['ar', 'en'] as const).map((language) => {
          const address = `${host}${language === 'en' ? '/en' : ''}${site.path === '/' ? '' : site.path}`;
          const title = seo.title[language];
          const description = seo.description[language];
          return (
            <div
              key={language}
              lang={language}
              dir={language === 'ar' ? 'rtl' : 'ltr'}
              className={cn('min-w-0 space-y-3', phoneLanguage !== language && 'hidden lg:block')}
            >
              <figure className="rounded-lg border border-border bg-background p-4">
                <figcaption {...ui} className="mb-2 text-xs font-semibold text-muted-foreground">
                  {t('searchResult')}
                </figcaption>
                <p className="truncate text-xs text-muted-foreground">
                  <bdi dir="ltr">{address}</bdi>
                </p>
                <p className="mt-1 text-lg leading-snug text-[#1a0dab] dark:text-[#8ab4f8]">{cut(`${title} | ${site.brand[language]}`, 60)}</p>
                <p className="mt-1 text-sm text-muted-foreground">{cut(description, 160)}</p>
              </figure>
              <figure className="overflow-hidden rounded-lg border border-border bg-background">
                <figcaption {...ui} className="px-4 pt-3 text-xs font-semibold text-muted-foreground">
                  {t('sharedLink')}
                </figcaption>
                {picture ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a preview of whatever picture the field names
                  <img src={picture} alt="" className="mt-2 aspect-[1200/630] w-full bg-muted object-cover" />
                ) : (
                  <p {...ui} className="mx-4 mt-2 rounded-md bg-muted p-3 text-sm text-muted-foreground">
                    {t('noPicture')}
                  </p>
                )}
                <div className="p-4">
                  <p className="text-xs text-muted-foreground uppercase">
                    <bdi dir="ltr">{host}</bdi>
                  </p>
                  <p className="font-semibold">{cut(title, 90)}</p>
                  <p className="text-sm text-muted-foreground">{cut(description, 120)}</p>
                </div>
              </figure>
            </div>
          );
        })}
      </div>
    </section>
  );
}
