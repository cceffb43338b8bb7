/**
 * What a visitor's text may not hold, for every form: the browser's instant check and the server's zod schemas both
 * ask here (no zod in this file: it ships with every page that has a form).
 *
 * - Control characters (C0, DEL, C1): NUL makes the database refuse the text, and VT, FF or NEL break a line where
 *   none may break. A text of several lines keeps its tab and line breaks.
 * - On one line (a name, e-mail, phone or company), also the direction controls (marks, embeddings, overrides,
 *   isolates) and the line and paragraph separators: U+202E turns a name into one that reads `txt.exe`. A longer text
 *   may hold them: Arabic keyboards type the marks, and text copied from chat apps carries isolates around names.
 */
const controls = '\\u0000-\\u001F\\u007F-\\u009F';
const directionControls = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
const separators = '\\u2028\\u2029';

const lineBreakers = `[${controls}${directionControls}${separators}]`;

const forbidden = {
  line: new RegExp(lineBreakers),
  lines: /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/,
} as const;

/** `line`: a one-line field; `lines`: a text of several lines (a message, an article). */
export type TextKind = keyof typeof forbidden;

export function isPlainText(value: string, kind: TextKind): boolean {
  return !forbidden[kind].test(value);
}

/**
 * A text as one plain line: each run of characters a one-line field refuses becomes one space. For text shown on one
 * line (a mail's subject and fields) that may have been stored before the rule, or that comes from several lines.
 */
export function asPlainLine(value: string): string {
  return value.replace(new RegExp(`${lineBreakers}+`, 'g'), ' ').trim();
}
