import type { PageDocument } from '@/components/sections/blocks/document';
import type { CaseStudyView } from '@/components/sections/blocks/case-studies/view';
import type { BlockOf } from '@/components/sections/blocks/schema';
import type { SiteEntry } from './seed-entries';

const factsOf = (document: PageDocument) => document.blocks.find((block): block is BlockOf<'caseStudy'> => block.kind === 'caseStudy');

/**
 * The case studies a page lists (decision 018): where it has a case studies block, every study this request sees
 * (published ones; every one in a staff preview) whose page states its facts, newest year first, then by title.
 */
export function pageCaseStudies(
  document: PageDocument,
  entries: readonly SiteEntry[],
  documents: ReadonlyMap<string, PageDocument>,
): CaseStudyView[] {
  if (!document.blocks.some((block) => block.kind === 'caseStudies')) return [];
  return entries
    .filter((entry) => entry.collection === 'case-studies')
    .flatMap((entry): CaseStudyView[] => {
      const page = documents.get(entry.id);
      const facts = page && factsOf(page);
      if (!page || !facts) return [];
      const figure = facts.figures?.[0];
      return [
        {
          id: entry.id,
          path: entry.path,
          title: page.hero.title,
          ...(page.card ? { card: page.card } : {}),
          image: page.hero.image,
          ...(page.hero.alt ? { alt: page.hero.alt } : {}),
          division: facts.division,
          sector: facts.sector,
          solutions: facts.solutions,
          ...(facts.client ? { client: facts.client } : {}),
          location: facts.location,
          ...(facts.year ? { year: facts.year } : {}),
          ...(figure ? { figure: { label: figure.label, value: figure.value } } : {}),
        },
      ];
    })
    .sort((a, b) => (b.year ?? '').localeCompare(a.year ?? '') || a.title.en.localeCompare(b.title.en));
}
