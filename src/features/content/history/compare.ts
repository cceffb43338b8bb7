/**
 * What changed between two versions of a page's content document, field by field, as a person reads it: which
 * words changed in which language, which sections and items were added, removed or moved. The structural diff is
 * jsondiffpatch's; sections and list items are matched by their `id` (filter chips by their `value`), so a moved
 * section is one move rather than a column of changed fields, and lists without keys (paragraphs, table cells)
 * by their position. Pure, so the history page and the tests share it.
 */
import { create, type ArrayDelta, type Delta, type ObjectDelta } from 'jsondiffpatch';
import type { PageDocument } from '@/components/sections/blocks/document';
import type { Localized } from '@/components/sections/blocks/fields';

/** One step of the way from the document to a changed field. */
export type Step =
  /** A property, named by `contentAdmin.fields.<name>`. */
  | { type: 'field'; name: string }
  /** A section of the page (or of a tab): its position, 1 first, and its kind (`contentAdmin.kinds.<kind>`). */
  | { type: 'section'; position: number; kind: string }
  /** An entry of any other list, 1 first. */
  | { type: 'item'; position: number }
  /** An entry of a record keyed by staff (a media row's badge values, by the badge's key). */
  | { type: 'key'; key: string };

/** A value as it is shown: words in both languages, a yes/no, or anything else as its text (paths, links, choices). */
export type Value = { type: 'words'; value: Localized } | { type: 'flag'; value: boolean } | { type: 'plain'; value: string };

export type Change =
  /** A field's value; `before` or `after` is missing when the field was empty or absent on that side. */
  | { type: 'changed'; path: Step[]; before?: Value; after?: Value }
  /** A section or list entry that is new; `summary` is its title (or label, quotation, value) when it has one. */
  | { type: 'added'; path: Step[]; summary?: Value }
  /** A section or list entry that is gone; its path ends at its position in the older version. */
  | { type: 'removed'; path: Step[]; summary?: Value }
  /** A section or list entry at another position (1 first); its path ends at its new position. */
  | { type: 'moved'; path: Step[]; from: number; to: number };

type Dict = Record<string, unknown>;

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Words in both languages (`localized`): compared and shown as one field. */
export const isLocalized = (value: unknown): value is Localized =>
  isDict(value) && typeof value.ar === 'string' && typeof value.en === 'string' && Object.keys(value).length === 2;

const isPrimitive = (value: unknown): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value);

/** Which entry of a list is which: sections by kind and key, items by key, chips by value, anything else by position. */
export function entryIdentity(entry: object, index?: number): string {
  const fields = entry as Dict;
  if (typeof fields.id === 'string') return `id:${typeof fields.kind === 'string' ? `${fields.kind}:` : ''}${fields.id}`;
  if (typeof fields.value === 'string') return `value:${fields.value}`;
  if (typeof fields.src === 'string') return `src:${fields.src}`;
  return `index:${index ?? -1}`;
}

const differ = create({ objectHash: entryIdentity, arrays: { detectMove: true, includeValueOnMove: false } });

/** Properties whose value is a record keyed by staff rather than a set of fields. */
const records = new Set(['badges']);

/** The fields that may name a section or an entry, in the order tried. */
const namingFields = ['title', 'label', 'quote', 'year', 'value', 'panel'];

function valueOf(value: unknown): Value | undefined {
  if (isLocalized(value)) return { type: 'words', value };
  if (typeof value === 'boolean') return { type: 'flag', value };
  if (isPrimitive(value)) return { type: 'plain', value: String(value) };
  return undefined;
}

function summaryOf(entry: unknown): Value | undefined {
  if (!isDict(entry)) return valueOf(entry);
  for (const name of namingFields) if (isLocalized(entry[name])) return { type: 'words', value: entry[name] };
  for (const name of ['source', 'value', 'src', 'id']) if (typeof entry[name] === 'string') return { type: 'plain', value: entry[name] };
  return undefined;
}

const lastField = (path: Step[]) => {
  const last = path.at(-1);
  return last?.type === 'field' ? last.name : undefined;
};

/** A list's entries are sections when the list is a `blocks` list; the list's own step then gives way to theirs. */
function entryPath(listPath: Step[], index: number, entry: unknown): Step[] {
  if (lastField(listPath) === 'blocks') {
    const kind = isDict(entry) && typeof entry.kind === 'string' ? entry.kind : '';
    return [...listPath.slice(0, -1), { type: 'section', position: index + 1, kind }];
  }
  return [...listPath, { type: 'item', position: index + 1 }];
}

/** The step to a property of an object found at `path`. */
const childStep = (path: Step[], key: string, container: unknown): Step =>
  records.has(lastField(path) ?? '') && isDict(container) && !isLocalized(container) && !('id' in container)
    ? { type: 'key', key }
    : { type: 'field', name: key };

/** Keys in the document's order: the newer object's first, then those only the older one had. */
function orderedKeys(keys: string[], left: unknown, right: unknown): string[] {
  const order = [...Object.keys(isDict(right) ? right : {}), ...Object.keys(isDict(left) ? left : {})];
  return [...keys].sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia < 0 ? Infinity : ia) - (ib < 0 ? Infinity : ib);
  });
}

class Collector {
  readonly changes: Change[] = [];

  /** A value that appeared where there was none: words and plain values as changed fields, entries as added. */
  appeared(path: Step[], value: unknown) {
    if (value === undefined || value === null) return;
    const shown = valueOf(value);
    if (shown) {
      this.changes.push({ type: 'changed', path, after: shown });
    } else if (Array.isArray(value)) {
      value.forEach((entry, index) => this.entryAppeared(path, index, entry));
    } else if (isDict(value)) {
      for (const key of Object.keys(value)) this.appeared([...path, childStep(path, key, value)], value[key]);
    }
  }

  disappeared(path: Step[], value: unknown) {
    if (value === undefined || value === null) return;
    const shown = valueOf(value);
    if (shown) {
      this.changes.push({ type: 'changed', path, before: shown });
    } else if (Array.isArray(value)) {
      value.forEach((entry, index) => this.entryDisappeared(path, index, entry));
    } else if (isDict(value)) {
      for (const key of Object.keys(value)) this.disappeared([...path, childStep(path, key, value)], value[key]);
    }
  }

  /** An entry of a list: a line of words or a plain value reads as a field; a section or item as added. */
  entryAppeared(listPath: Step[], index: number, entry: unknown) {
    const path = entryPath(listPath, index, entry);
    if (valueOf(entry)) this.changes.push({ type: 'changed', path, after: valueOf(entry) });
    else this.changes.push({ type: 'added', path, summary: summaryOf(entry) });
  }

  entryDisappeared(listPath: Step[], index: number, entry: unknown) {
    const path = entryPath(listPath, index, entry);
    if (valueOf(entry)) this.changes.push({ type: 'changed', path, before: valueOf(entry) });
    else this.changes.push({ type: 'removed', path, summary: summaryOf(entry) });
  }

  replaced(path: Step[], before: unknown, after: unknown) {
    const was = valueOf(before);
    const is = valueOf(after);
    if ((was || before === undefined) && (is || after === undefined)) {
      if (was || is) this.changes.push({ type: 'changed', path, before: was, after: is });
      return;
    }
    // A value of another shape (rare): what was there went, what is there came.
    this.disappeared(path, before);
    this.appeared(path, after);
  }

  walk(delta: Delta, left: unknown, right: unknown, path: Step[]) {
    if (delta === undefined) return;
    if (Array.isArray(delta)) {
      if (delta.length === 1) this.appeared(path, delta[0]);
      else if (delta.length === 2) this.replaced(path, delta[0], delta[1]);
      else if (delta[2] === 0) this.disappeared(path, delta[0]);
      else this.replaced(path, left, right);
      return;
    }
    if (isLocalized(left) || isLocalized(right)) {
      this.replaced(path, left, right);
      return;
    }
    if ((delta as ArrayDelta)._t === 'a') {
      this.list(delta as ArrayDelta, Array.isArray(left) ? left : [], Array.isArray(right) ? right : [], path);
      return;
    }
    const object = delta as ObjectDelta;
    for (const key of orderedKeys(Object.keys(object), left, right)) {
      const container = isDict(right) ? right : left;
      this.walk(object[key], isDict(left) ? left[key] : undefined, isDict(right) ? right[key] : undefined, [
        ...path,
        childStep(path, key, container),
      ]);
    }
  }

  /** A list's entries, in the order a reader meets them: each at its new position, a removed one where it was. */
  list(delta: ArrayDelta, left: unknown[], right: unknown[], path: Step[]) {
    const entries: { at: number; apply: () => void }[] = [];
    const movedFrom = new Map<number, number>();
    for (const key of Object.keys(delta)) {
      if (key === '_t' || !key.startsWith('_')) continue;
      const from = Number(key.slice(1));
      const entry = delta[key as `_${number}`];
      if (!entry) continue;
      if (entry[2] === 3) {
        const to = entry[1] as number;
        movedFrom.set(to, from);
        entries.push({
          at: to,
          apply: () => this.changes.push({ type: 'moved', path: entryPath(path, to, right[to]), from: from + 1, to: to + 1 }),
        });
      } else {
        entries.push({ at: from - 0.5, apply: () => this.entryDisappeared(path, from, left[from]) });
      }
    }
    for (const key of Object.keys(delta)) {
      if (key === '_t' || key.startsWith('_')) continue;
      const to = Number(key);
      const entry = delta[to] as Delta;
      if (Array.isArray(entry) && entry.length === 1) {
        entries.push({ at: to, apply: () => this.entryAppeared(path, to, right[to]) });
        continue;
      }
      const newer = right[to];
      const from =
        movedFrom.get(to) ?? left.findIndex((old, index) => isDict(old) && isDict(newer) && entryIdentity(old, index) === entryIdentity(newer, to));
      const older = from >= 0 ? left[from] : left[to];
      entries.push({ at: to + 0.1, apply: () => this.walk(entry, older, newer, entryPath(path, to, newer)) });
    }
    entries.sort((a, b) => a.at - b.at).forEach((entry) => entry.apply());
  }
}

/** Every change from `before` to `after`, in the newer version's order. */
export function compareDocuments(before: PageDocument, after: PageDocument): Change[] {
  const delta = differ.diff(before, after);
  const collector = new Collector();
  collector.walk(delta, before, after, []);
  return collector.changes;
}

/** How a path reads: "Section 3 · Cards › Items › 2 › Title". */
export type PathWords = {
  field: (name: string) => string;
  section: (position: number, kind: string) => string;
  item: (position: number) => string;
};

export const pathSeparator = ' › ';

export function describePath(path: Step[], words: PathWords): string {
  return path
    .map((step) => {
      switch (step.type) {
        case 'field':
          return words.field(step.name);
        case 'section':
          return words.section(step.position, step.kind);
        case 'item':
          return words.item(step.position);
        case 'key':
          return step.key;
      }
    })
    .join(pathSeparator);
}
