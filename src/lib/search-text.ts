/**
 * Search text, matched the way people type it (DESIGN.md §3): case does not matter, Arabic is compared without
 * diacritics or tatweel, with any form of alef, and with ta marbuta / ha and alef maqsura / ya treated alike.
 * One table drives both sides: `normalizeForSearch` for the visitor's words and page copy, and `normalizedSql`
 * for the stored news texts, so «جدة», «جده» and «جِدّة» find the same articles on every page that searches.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Letters folded into one form: hamza-carrying and wasla alefs to bare alef, alef maqsura to ya, ta marbuta to ha. */
const folded: Record<string, string> = { أ: 'ا', إ: 'ا', آ: 'ا', ٱ: 'ا', ى: 'ي', ة: 'ه' };

/**
 * Marks removed: harakat and other Arabic combining marks (U+064B–U+065F), superscript alef and tatweel, and the
 * invisible direction controls (isolates U+2066–U+2069 that wrap Latin runs in Arabic copy, LRM, RLM, ALM), so
 * «و⁦ISO⁩» is found as typed, «وISO».
 */
const dropped = [
  ...Array.from({ length: 0x65f - 0x64b + 1 }, (_, i) => String.fromCharCode(0x64b + i)),
  '\u0670',
  '\u0640',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
].join('');

const foldedFrom = Object.keys(folded).join('');
const foldedTo = Object.values(folded).join('');
const foldPattern = new RegExp(`[${foldedFrom}${dropped}]`, 'g');

/** NFKC, lower case, Arabic folded; anything but letters and digits separates words. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(foldPattern, (char) => folded[char] ?? '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a query, normalized; one-letter words are dropped as noise, at most eight are kept. */
export function searchTerms(query: string): string[] {
  return [
    ...new Set(
      normalizeForSearch(query)
        .split(' ')
        .filter((term) => term.length > 1),
    ),
  ].slice(0, 8);
}

/**
 * The same normalization in SQL, for a stored text (PostgreSQL 13+ and PGlite): NFKC (skipped, as it is costly,
 * when the quick check finds the text already in that form, as typed text nearly always is), lower case, then one
 * `translate()` that folds the letters and deletes the marks (characters beyond the target's length are removed).
 * Punctuation is left in place: a search term holds only letters and digits, so it is found inside the stored
 * text exactly when it is found inside the text with punctuation turned into spaces.
 */
export function normalizedSql(text: SQL | AnyColumn): SQL {
  const nfkc = sql`case when ${text} is nfkc normalized then ${text} else normalize(${text}, nfkc) end`;
  return sql`translate(lower(${nfkc}), ${foldedFrom + dropped}, ${foldedTo})`;
}

/** Whether the normalized stored text contains a term from `searchTerms` (already normalized). */
export function containsTermSql(text: SQL | AnyColumn, term: string): SQL {
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`${normalizedSql(text)} like ${pattern}`;
}
