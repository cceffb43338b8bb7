/**
 * Missing translations (decision 011): every field of a document whose words are in one language and not the
 * other, and every required field empty in both. The editor marks them and counts them in its list; publishing is
 * refused while there is any. The schema says which fields are required, so this walks the schema beside the data.
 */
import type { z } from 'zod';
import { pageDocumentSchema, type PageDocument } from './document';
import { localized } from './fields';
import { isUploadedPicture } from './pictures';

export type Gap = {
  /** Where the field is, from the document's top (`['blocks', 2, 'items', 0, 'title']`): the editor links to it. */
  path: (string | number)[];
  /** The language it lacks; both when a required field is empty in each. */
  missing: 'ar' | 'en' | 'both';
};

type Schema = z.ZodType;
type Def = { type: string; innerType?: Schema; element?: Schema; shape?: Record<string, Schema>; options?: Schema[]; valueType?: Schema };
const defOf = (schema: Schema) => (schema as unknown as { def: Def }).def;

function walk(schema: Schema, value: unknown, path: (string | number)[], required: boolean, gaps: Gap[]) {
  const def = defOf(schema);
  if (def.type === 'optional' && def.innerType) {
    if (value !== undefined) walk(def.innerType, value, path, false, gaps);
    return;
  }
  if (schema === localized) {
    const words = value as { ar: string; en: string };
    const ar = words.ar.trim() !== '';
    const en = words.en.trim() !== '';
    if (ar !== en) gaps.push({ path, missing: ar ? 'en' : 'ar' });
    else if (!ar && required) gaps.push({ path, missing: 'both' });
    return;
  }
  if (def.type === 'object' && def.shape && value && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(def.shape)) {
      // An uploaded picture's description is required: only its editor knows what it shows (`picture`, ./fields.ts).
      if (key === 'alt' && isUploadedPicture(fields.image)) walk(localized, fields.alt ?? { ar: '', en: '' }, [...path, key], true, gaps);
      else walk(field, fields[key], [...path, key], true, gaps);
    }
  } else if (def.type === 'array' && def.element && Array.isArray(value)) {
    // A line of a list is there to be shown: empty in both languages, it is a gap like a required field.
    value.forEach((item, index) => walk(def.element!, item, [...path, index], true, gaps));
  } else if (def.type === 'union' && def.options) {
    const option = def.options.find((candidate) => candidate.safeParse(value).success);
    if (option) walk(option, value, path, required, gaps);
  } else if (def.type === 'record' && def.valueType && value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) walk(def.valueType, item, [...path, key], true, gaps);
  }
}

/** The document's missing translations and empty required fields, in the order the page shows them. */
export function translationGaps(document: PageDocument): Gap[] {
  const gaps: Gap[] = [];
  walk(pageDocumentSchema, document, [], true, gaps);
  return gaps;
}
