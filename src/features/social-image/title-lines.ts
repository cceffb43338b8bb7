/**
 * Lays a page's title out for its shared-link picture (decision 017): wrapped into lines by estimated width, each line
 * cut into its Arabic and Latin runs, which the renderer places from the side the line starts.
 */

/** Arabic letters and the marks that join them. */
const arabic = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const latinOrDigit = /[A-Za-z0-9\u00C0-\u024F]/;
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Average advance of a character of the bold face, in ems: enough to wrap a title, not to typeset it. */
function advance(character: string): number {
  if (character === ' ') return 0.26;
  if (arabic.test(character)) return 0.5;
  if (/[0-9]/.test(character)) return 0.6;
  if (/[A-Z]/.test(character)) return 0.66;
  if (/[a-z]/.test(character)) return 0.55;
  return 0.4;
}

export const textWidth = (text: string, fontSize: number) => [...text].reduce((width, character) => width + advance(character), 0) * fontSize;

/** The words of `title` in lines no wider than `maxWidth`; a word wider than a line stands alone on its own. */
export function wrapWords(title: string, maxWidth: number, fontSize: number): string[] {
  const lines: string[] = [];
  for (const word of title.replace(bidiControls, '').split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, fontSize) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * The largest of `sizes` at which the title fits in `maxLines` lines of `maxWidth`, and its lines; at the smallest
 * size, the lines that fit with the last one ending in an ellipsis.
 */
export function fitTitle(title: string, maxWidth: number, sizes: readonly number[], maxLines: number): { fontSize: number; lines: string[] } {
  for (const fontSize of sizes) {
    const lines = wrapWords(title, maxWidth, fontSize);
    if (lines.length <= maxLines) return { fontSize, lines };
  }
  const fontSize = sizes.at(-1)!;
  const lines = wrapWords(title, maxWidth, fontSize).slice(0, maxLines);
  lines[maxLines - 1] = `${lines[maxLines - 1]} …`;
  return { fontSize, lines };
}

export type Run = { text: string; latin: boolean };

/**
 * A line's runs in reading order: Arabic words with the spaces and punctuation between them, and Latin words with
 * figures (`ISO 9001:2015`, `550 W`) kept whole. Each run is drawn on its own in its own typeface (decision 017), so
 * neither the renderer's ordering of runs nor its choice of a fallback face decides how the line reads.
 */
export function runsOf(line: string): Run[] {
  const runs: Run[] = [];
  for (const character of line.replace(bidiControls, '')) {
    const latin = latinOrDigit.test(character) ? true : arabic.test(character) ? false : undefined;
    const last = runs.at(-1);
    // A neutral (space, punctuation) stays with the run it follows; the first strong character opens the first run.
    if (last && (latin === undefined || latin === last.latin)) last.text += character;
    else runs.push({ latin: latin ?? false, text: character });
  }
  return runs.map((run) => ({ ...run, text: run.text.trim() })).filter((run) => run.text);
}
