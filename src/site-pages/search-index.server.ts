import 'server-only';
import { publicPageRoutes } from '@/config/routes';
import { allWords, wordsIn } from '@/components/sections/blocks/words';
import type { Locale } from '@/i18n/config';
import { loadMessages } from '@/i18n/messages';
import type { SearchablePage } from '@/features/search/site-search';
import { publishedPageDocuments } from './page-content';

const cache = new Map<Locale, Promise<SearchablePage[]>>();

/** Every string under a message key, flattened (hero, sections, highlights, calls to action). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * The public pages as the search sees them: their words in one language, built once per language (so a page
 * published later is searched as published from the site's next start). The search page
 * (`features/search`) gets it from its route, as a feature does not import the page data.
 */
export function searchablePages(locale: Locale): Promise<SearchablePage[]> {
  if (!cache.has(locale)) {
    cache.set(
      locale,
      Promise.all([loadMessages(locale), publishedPageDocuments()]).then(([messages, documents]) => {
        const pages = messages.pages as Record<string, Record<string, unknown>>;
        const words = wordsIn(locale);
        return publicPageRoutes
          .filter((route) => route.id !== 'search' && pages[route.id])
          .map((route) => {
            // A page described as data says everything in its content document; the others in their messages.
            const document = documents.get(route.id);
            if (document) {
              const { seo, ...rest } = document;
              return {
                path: route.path,
                area: route.area,
                title: words.text(seo.title),
                description: words.text(seo.description),
                body: allWords(rest, locale).join(' '),
              };
            }
            const { title, description, ...rest } = pages[route.id]!;
            return { path: route.path, area: route.area, title: String(title), description: String(description), body: textsOf(rest).join(' ') };
          });
      }),
    );
  }
  return cache.get(locale)!;
}
