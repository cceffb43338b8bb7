import type { PageDocument } from '@/components/sections/blocks/document';
import { sharedPictureOf } from '@/components/sections/blocks/pictures';
import { wordsIn } from '@/components/sections/blocks/words';
import type { Locale } from '@/i18n/config';
import type { PageSeo } from '@/lib/page-metadata';

/** A document's search-engine fields in one language, with the picture a shared link shows (`sharedPictureOf`). */
export function seoOf(document: PageDocument, locale: Locale): PageSeo {
  const words = wordsIn(locale);
  const { seo } = document;
  const picture = sharedPictureOf(document);
  const image = picture && { path: picture.image, alt: words.maybe(picture.alt) };
  return {
    title: words.text(seo.title),
    description: words.text(seo.description),
    ...(image ? { image } : {}),
    ...(seo.canonical ? { canonical: seo.canonical } : {}),
    ...(seo.noindex ? { noindex: true } : {}),
  };
}
