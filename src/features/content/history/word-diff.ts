/**
 * The words that differ between two texts, for highlighting inside a changed field. Words are cut by the runtime's
 * word segmenter of the text's language (`Intl.Segmenter`), so Arabic words are compared whole, not letter by letter.
 */
import { diffWords } from 'diff';

export type Part = { text: string; change?: 'added' | 'removed' };

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(language: 'ar' | 'en'): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/** The older text with its removed words marked, and the newer with its added words marked. */
export function wordChanges(before: string, after: string, language: 'ar' | 'en'): { before: Part[]; after: Part[] } {
  const parts = diffWords(before, after, { intlSegmenter: segmenterFor(language) });
  return {
    before: parts.filter((part) => !part.added).map((part) => ({ text: part.value, ...(part.removed ? { change: 'removed' as const } : {}) })),
    after: parts.filter((part) => !part.removed).map((part) => ({ text: part.value, ...(part.added ? { change: 'added' as const } : {}) })),
  };
}
