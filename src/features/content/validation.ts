/**
 * What the server says of a document it refuses to save: each problem with the field's path and a code the editor
 * words in its own language (it names the field from the path). Zod's own messages are English and never shown.
 */
import type { z } from 'zod';
import { pageDocumentSchema, type PageDocument } from '@/components/sections/blocks/document';

export type Problem = 'required' | 'tooLong' | 'tooMany' | 'format' | 'choice' | 'invalid';
export type FieldIssue = { path: (string | number)[]; problem: Problem; limit?: number };

function problemOf(issue: z.core.$ZodIssue): Pick<FieldIssue, 'problem' | 'limit'> {
  switch (issue.code) {
    case 'too_big':
      return { problem: issue.origin === 'array' ? 'tooMany' : 'tooLong', limit: Number(issue.maximum) };
    case 'too_small':
      return { problem: 'required' };
    case 'invalid_format':
      return { problem: 'format' };
    case 'invalid_value':
      return { problem: 'choice' };
    case 'invalid_type':
      return { problem: issue.input === undefined ? 'required' : 'invalid' };
    default:
      return { problem: 'invalid' };
  }
}

/** The document checked against its schema: the data to store, or each field that stops it. */
export function checkDocument(data: unknown): { ok: true; document: PageDocument } | { ok: false; issues: FieldIssue[] } {
  const checked = pageDocumentSchema.safeParse(data);
  if (checked.success) return { ok: true, document: checked.data };
  const issues = checked.error.issues
    .slice(0, 50)
    .map((issue) => ({ path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)), ...problemOf(issue) }));
  return { ok: false, issues };
}
