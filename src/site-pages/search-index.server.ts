import 'server-only';
import { publicPageRoutes } from '@/config/routes';
import { pageDefinitionFor } from '@/site-pages/page-definitions';
import type { Locale, Namespace } from '@/i18n/config';
import { loadMessages } from '@/i18n/messages';
import type { SearchablePage } from '@/features/search/site-search';

const cache = new Map<Locale, Promise<SearchablePage[]>>();

/** Every string under a message key, flattened (hero, sections, highlights, calls to action). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * The public pages as the search sees them: their copy in one language, built once per language. The search page
 * (`features/search`) gets it from its route, as a feature does not import the page data.
 */
export function searchablePages(locale: Locale): Promise<SearchablePage[]> {
  if (!cache.has(locale)) {
    cache.set(
      locale,
      loadMessages(locale).then((messages) => {
        const pages = messages.pages as Record<string, Record<string, unknown>>;
        // A page described as data keeps its words in its own namespace (e.g. `energyProducts.solar-panels`).
        const definitionCopy = (routeId: string): unknown => {
          const definition = pageDefinitionFor(routeId);
          if (!definition) return undefined;
          const [ns, ...path] = definition.namespace.split('.');
          return path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages[ns as Namespace]);
        };
        return publicPageRoutes
          .filter((route) => route.id !== 'search' && pages[route.id])
          .map((route) => {
            const { title, description, ...rest } = pages[route.id]!;
            const body = [...textsOf(rest), ...textsOf(definitionCopy(route.id))].join(' ');
            return { path: route.path, area: route.area, title: String(title), description: String(description), body };
          });
      }),
    );
  }
  return cache.get(locale)!;
}
