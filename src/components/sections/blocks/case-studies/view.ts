import type { CaseStudyDivision, CaseStudySector, CaseStudySolution } from '@/config/case-studies';
import type { Localized } from '../fields';

/** A published case study as its listing card shows it (decision 018): from its page's hero, card line and facts. */
export type CaseStudyView = {
  id: string;
  /** Its address, without the language prefix. */
  path: string;
  title: Localized;
  card?: Localized;
  image: string;
  alt?: Localized;
  division: CaseStudyDivision;
  sector: CaseStudySector;
  solutions: readonly CaseStudySolution[];
  client?: Localized;
  location: Localized;
  year?: string;
  /** The first of its results. */
  figure?: { label: Localized; value: Localized };
};
