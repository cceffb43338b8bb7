/**
 * Latin runs in Arabic text (glossary §3, decision 009): every run of Latin letters, digits and the symbols that
 * go with them («ISO 9001:2015», «0.5–6 oz», «HASL, ENIG, OSP», «0–10») is wrapped in U+2066 LRI … U+2069 PDI, so
 * the browser lays it out left to right as one unit inside the right-to-left sentence, and the spaces of a short
 * run become no-break spaces, so «ISO 9001» never wraps apart. It runs once, where the Arabic messages are loaded
 * (`messages.ts`): copywriters and editors never type a direction mark.
 *
 * A plain figure («700 واط», «12 منطقة», «1,750», «9.52», «8:00») reads correctly on its own and is left as
 * typed. ICU syntax is never touched: placeholders, plural and select headers and tags are copied verbatim, and
 * only literal text (including the text of plural branches) is isolated. Text already isolated is skipped, so the
 * function is idempotent.
 */

export const LRI = '\u2066';
export const PDI = '\u2069';
const NBSP = '\u00A0';

/** Letters that start or continue a run: Latin, Greek (μ, Ω) and the micro sign. */
const letter = String.raw`\p{Script=Latin}\p{Script=Greek}\u00B5`;
/** Characters allowed inside a run, between its letters and digits. */
const inner = String.raw`${letter}0-9 \u00A0.,:/&@_+\-\u2010-\u2014\u2212×±°²³%~=`;
/** A run: an optional sign before a digit, a letter or digit, then anything allowed, ending on a letter, digit or unit sign. */
const run = new RegExp(String.raw`(?:[+\-\u2212](?=[0-9]))?[${letter}0-9](?:[${inner}]*[${letter}0-9°²³%+])?`, 'gu');

/**
 * A figure the bidirectional algorithm keeps in order in any context: digits with "." "," or ":" between them.
 * ("500+" is not one: bare in Arabic text it shows as "+500", while a figure tile, a `<bdi>`, shows "500+".)
 */
const plainFigure = /^[0-9]+(?:[.,:][0-9]+)*$/;

/** A list item or short run of at most this many characters never breaks across lines. */
const shortRun = 24;

/** Isolates with their content (LRI, RLI, FSI … PDI), kept as they are. */
const isolated = /[\u2066-\u2068][^\u2069]*\u2069?/gu;

function isolateRun(text: string): string {
  if (plainFigure.test(text)) return text;
  // A list («HASL, ENIG, OSP») may break after its commas; each item, and any short run, stays on one line.
  const kept = text
    .split(/(,\s)/)
    .map((piece) => (piece.length <= shortRun && !/^,\s$/.test(piece) ? piece.replace(/ /g, NBSP) : piece))
    .join('');
  return LRI + kept + PDI;
}

/** Plain text (no ICU syntax): every Latin run outside an existing isolate wrapped in LRI … PDI. */
export function isolateLatinText(text: string): string {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(isolated)) {
    result += text.slice(last, match.index).replace(run, isolateRun) + match[0];
    last = match.index + match[0].length;
  }
  return result + text.slice(last).replace(run, isolateRun);
}

const branching = new Set(['plural', 'select', 'selectordinal']);

/**
 * Reads an ICU argument starting at `start` (a "{"), returning it with the literal text of any plural or select
 * branches isolated, and the index after its closing "}".
 */
function readArgument(message: string, start: number): [string, number] {
  const header = /\{\s*[^\s,{}]+\s*(?:,\s*(\w+)\s*)?/y;
  header.lastIndex = start;
  const match = header.exec(message);
  if (!match) return readVerbatim(message, start);
  if (!branching.has(match[1] ?? '') || message[header.lastIndex] !== ',') return readVerbatim(message, start);
  // `{n, plural, offset:1 =0 {…} one {…} other {…}}`: selectors verbatim, branch bodies as messages.
  let out = match[0] + ',';
  let i = header.lastIndex + 1;
  while (i < message.length && message[i] !== '}') {
    if (message[i] === '{') {
      const [body, end] = readMessage(message, i + 1, true);
      out += `{${body}}`;
      i = end + 1;
    } else {
      out += message[i];
      i += 1;
    }
  }
  return [out + '}', i + 1];
}

/** An argument without branches (`{name}`, `{n, number, integer}`), copied as it is up to its matching "}". */
function readVerbatim(message: string, start: number): [string, number] {
  let depth = 0;
  for (let i = start; i < message.length; i += 1) {
    if (message[i] === '{') depth += 1;
    else if (message[i] === '}' && --depth === 0) return [message.slice(start, i + 1), i + 1];
  }
  return [message.slice(start), message.length];
}

/**
 * Reads literal text and arguments from `start` until the end, or (inside a branch) the "}" that closes it.
 * Returns the transformed text and the index where reading stopped. Tags (`<b>`, `</b>`) and quoted ICU
 * syntax (`'{'`) are copied as they are and end the run before them.
 */
function readMessage(message: string, start: number, inBranch: boolean): [string, number] {
  let out = '';
  let text = '';
  let i = start;
  const flush = () => {
    out += isolateLatinText(text);
    text = '';
  };
  while (i < message.length) {
    const char = message[i]!;
    if (char === '}' && inBranch) break;
    if (char === '{') {
      flush();
      const [argument, end] = readArgument(message, i);
      out += argument;
      i = end;
    } else if (char === '<' && /^<\/?[\w-]+\/?>/.test(message.slice(i))) {
      flush();
      const tag = /^<\/?[\w-]+\/?>/.exec(message.slice(i))![0];
      out += tag;
      i += tag.length;
    } else if (char === "'" && /^'(?:'|[{}#<|][^']*'?)/.test(message.slice(i))) {
      flush();
      const quoted = /^'(?:'|[{}#<|][^']*'?)/.exec(message.slice(i))![0];
      out += quoted;
      i += quoted.length;
    } else {
      text += char;
      i += 1;
    }
  }
  flush();
  return [out, i];
}

/** An ICU message with every Latin run of its literal text isolated (see the top of this file). */
export function isolateLatinRuns(message: string): string {
  return readMessage(message, 0, false)[0];
}

/** A message tree (namespace, file) with every string isolated; other values are kept. */
export function isolateMessages<T>(value: T): T {
  if (typeof value === 'string') return isolateLatinRuns(value) as T;
  if (Array.isArray(value)) return value.map(isolateMessages) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, isolateMessages(child)])) as T;
  }
  return value;
}

/**
 * Text with the isolates removed and no-break spaces made plain again: for copy that leaves the page as data, such
 * as an enquiry sentence prefilled into a form field, which the visitor edits and sends.
 */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '').replace(/\u00A0/g, ' ');
}
