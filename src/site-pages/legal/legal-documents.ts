import 'server-only';
import type { PageDocument } from '@/components/sections/blocks/document';
import { artFor } from '@/config/page-art';
import type { Words } from '../seed-words';

/** The legal pages and how many numbered sections each has (`legal.{page}.sections.s1` onwards). */
const legalPages = { privacy: 8, terms: 7, cookies: 5 } as const;

/**
 * The privacy, terms and cookie pages as documents (decision 011): the banner hero and search-engine words of
 * `pages.{id}`, and the text of `legal.{id}` as one block of numbered sections under the date of the last change,
 * beside a contents list headed with the page's name.
 */
export function legalDocuments(seo: Words, legal: Words): PageDocument[] {
  return (Object.keys(legalPages) as (keyof typeof legalPages)[]).map((id) => {
    const page = seo.scope(id);
    const text = legal.scope(id);
    return {
      id,
      accent: 'group',
      seo: { title: page.text('title'), description: page.text('description') },
      hero: { layout: 'banner', eyebrow: page.text('eyebrow'), title: page.text('heroTitle'), lead: page.text('heroLead'), image: artFor(id) },
      blocks: [
        {
          kind: 'chapters',
          id: 'legal',
          contentsTitle: page.text('title'),
          updated: legal.text('updated'),
          intro: text.text('intro'),
          sections: Array.from({ length: legalPages[id] }, (_, index) => {
            const key = `s${index + 1}`;
            return { id: key, title: text.text(`sections.${key}.title`), body: text.list(`sections.${key}.body`) };
          }),
        },
      ],
    };
  });
}
