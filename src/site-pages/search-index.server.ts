import 'server-only';
import { unstable_cache } from 'next/cache';
import { fixedPublicRoutes, type Area } from '@/config/routes';
import { collections } from '@/config/collections';
import { contentTag } from '@/features/content/store.server';
import { allWords, wordsIn } from '@/components/sections/blocks/words';
import { withGroupFigures } from '@/components/layout/trust-signals';
import type { Locale } from '@/i18n/config';
import { loadMessages } from '@/i18n/messages';
import type { SearchablePage } from '@/features/search/site-search';
import { log } from '@/lib/log';
import type { PageDocument } from '@/components/sections/blocks/document';
import { publishedEntries, publishedPageDocuments, seedPageDocuments } from './page-content';
import { seedEntries, type SiteEntry } from './seed-entries';

/** Every string under a message key, flattened (hero, sections, highlights, calls to action). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** The public pages' words in one language: from their published documents, or their messages for the others. */
async function buildIndex(locale: Locale, documents: Map<string, PageDocument>, entries: SiteEntry[]): Promise<SearchablePage[]> {
  const messages = await loadMessages(locale);
  const pages = messages.pages as Record<string, Record<string, unknown>>;
  const words = wordsIn(locale);
  // The fixed pages, then every collection's published entries (decision 013), which are documents only.
  const routes: { id: string; path: string; area: Area }[] = [
    ...fixedPublicRoutes.filter((route) => route.id !== 'search' && pages[route.id]),
    ...entries.map((entry) => ({ id: entry.id, path: entry.path, area: collections[entry.collection].area })),
  ];
  return routes
    .filter((route) => pages[route.id] || documents.has(route.id))
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
          // With the group's figures written in, as the page shows them (`{countries}` → 15).
          body: withGroupFigures(allWords(rest, locale).join(' '), locale),
        };
      }
      const { title, description, ...rest } = pages[route.id]!;
      return { path: route.path, area: route.area, title: String(title), description: String(description), body: textsOf(rest).join(' ') };
    });
}

/**
 * The public pages as the search sees them, built once per language and kept under the content tag, so a page
 * published on any instance is searched as published from then on. The search page (`features/search`) gets it
 * from its route, as a feature does not import the page data.
 */
const keptIndex = unstable_cache(
  async (locale: Locale) => buildIndex(locale, await publishedPageDocuments(), await publishedEntries()),
  ['search-index'],
  {
    tags: [contentTag],
  },
);

/** While the database is out of reach, the search reads the repository's pages, and keeps nothing of them. */
export async function searchablePages(locale: Locale): Promise<SearchablePage[]> {
  try {
    return await keptIndex(locale);
  } catch (err) {
    log.warn({ err }, 'Content documents could not be read; the search reads the repository version');
    const seed = await seedPageDocuments();
    return buildIndex(locale, seed, seedEntries(seed));
  }
}
