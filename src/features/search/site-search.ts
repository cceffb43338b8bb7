/**
 * Site search over the pages' own copy (DESIGN.md §3): pure, so it is unit-tested without a server.
 * Words are normalized as everywhere on the site (`@/lib/search-text`), the news search included.
 */
import { normalizeForSearch, searchTerms } from '@/lib/search-text';

export type SearchablePage = { path: string; area: string; title: string; description: string; body: string };
export type PageHit = SearchablePage & { score: number };

const weights = { title: 5, description: 2, body: 1 } as const;

/**
 * Pages in which every term appears (in the title, the description or the body), best first:
 * title matches weigh most, then the description, then the body; ties keep the registry's order.
 */
export function searchPages(pages: readonly SearchablePage[], query: string, limit = 20): PageHit[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const hits: PageHit[] = [];
  for (const page of pages) {
    const fields = { title: normalizeForSearch(page.title), description: normalizeForSearch(page.description), body: normalizeForSearch(page.body) };
    let score = 0;
    let all = true;
    for (const term of terms) {
      let termScore = 0;
      for (const field of ['title', 'description', 'body'] as const) {
        if (fields[field].includes(term)) termScore += weights[field];
      }
      if (termScore === 0) {
        all = false;
        break;
      }
      score += termScore;
    }
    if (all) hits.push({ ...page, score });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}
