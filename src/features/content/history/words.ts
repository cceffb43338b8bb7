/**
 * The words the comparison is read in: field and section names from the content editor's labels
 * (`contentAdmin.fields`, `contentAdmin.kinds`), positions and the rest from `contentHistory`.
 */
import type { PathWords, Value } from './compare';

/** A translator as these helpers use it, over keys known only at run time (next-intl's `t`). */
export type Translate = { (key: string, values?: Record<string, string | number>): string; has(key: string): boolean };

const labelOf = (admin: Translate, key: string, fallback: string) => (admin.has(key) ? admin(key) : fallback);

/** `admin` is the `contentAdmin` namespace, `history` the `contentHistory` one. */
export function pathWords(admin: Translate, history: Translate): PathWords {
  return {
    field: (name) => labelOf(admin, `fields.${name}`, name),
    section: (position, kind) => history('path.section', { position, kind: labelOf(admin, `kinds.${kind}`, kind) }),
    // Positions are written in Western digits in both languages (the glossary's rule).
    item: (position) => String(position),
  };
}

/** Choices the editor names in words (a section's background, a button's look, the area colour, a section type, an icon). */
const namedChoices: Record<string, string> = { tone: 'tones', style: 'styles', accent: 'accents', kind: 'kinds', icon: 'icons' };

/**
 * A value that is not words in two languages, as text: a yes/no in the page's language, a named choice by its
 * name, anything else (a picture's path, a link, a key) as it is stored. `named` says whether it was put in words.
 */
export function plainText(value: Value, field: string | undefined, admin: Translate, history: Translate): { text: string; named: boolean } {
  if (value.type === 'flag') return { text: history(value.value ? 'compare.yes' : 'compare.no'), named: true };
  if (value.type === 'words') return { text: value.value.en, named: false };
  const group = field ? namedChoices[field] : undefined;
  if (group && admin.has(`${group}.${value.value}`)) return { text: admin(`${group}.${value.value}`), named: true };
  return { text: value.value, named: false };
}
