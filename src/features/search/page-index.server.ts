import 'server-only';
import { publicPageRoutes } from '@/config/routes';
import type { Locale } from '@/i18n/config';
import { loadMessages } from '@/i18n/messages';
import type { SearchablePage } from './site-search';

const cache = new Map<Locale, Promise<SearchablePage[]>>();

/** Every string under a message key, flattened (hero, sections, highlights, calls to action). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** The public pages as the search sees them: their copy in one language, built once per language. */
export function searchablePages(locale: Locale): Promise<SearchablePage[]> {
  if (!cache.has(locale)) {
    cache.set(
      locale,
      loadMessages(locale).then((messages) => {
        const pages = messages.pages as Record<string, Record<string, unknown>>;
        return publicPageRoutes
          .filter((route) => route.id !== 'search' && pages[route.id])
          .map((route) => {
            const { title, description, ...rest } = pages[route.id]!;
            return { path: route.path, area: route.area, title: String(title), description: String(description), body: textsOf(rest).join(' ') };
          });
      }),
    );
  }
  return cache.get(locale)!;
}
