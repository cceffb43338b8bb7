'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { Path } from './json-schema';
import { valueAt } from './json-schema';

/**
 * Where a field is, in words a person reads ("Section 3 · Cards › Items 1 › Title"), for the lists of refusals,
 * missing translations and another editor's changes, each of which links to the field.
 */
export function usePathWords() {
  const t = useTranslations('contentAdmin');
  return useCallback(
    (data: unknown, path: Path) => {
      const words: string[] = [];
      path.forEach((part, index) => {
        if (typeof part === 'number') {
          const parent = path[index - 1];
          if (parent === 'blocks') {
            const kind = String((valueAt(data, path.slice(0, index + 1)) as { kind?: unknown } | undefined)?.kind ?? '');
            words.pop();
            words.push(t('editor.section', { number: part + 1, kind: t.has(`kinds.${kind}`) ? t(`kinds.${kind}`) : kind }));
          } else {
            words[words.length - 1] = t('editor.entry', { list: words[words.length - 1] ?? '', number: part + 1 });
          }
        } else if (part !== 'ar' && part !== 'en') {
          words.push(t.has(`fields.${part}`) ? t(`fields.${part}`) : part);
        }
      });
      return words.join(' › ');
    },
    [t],
  );
}

/** The fields whose values differ between two versions of a document (at most `limit`), deepest first met. */
export function differingPaths(a: unknown, b: unknown, limit = 30, path: Path = [], found: Path[] = []): Path[] {
  if (found.length >= limit) return found;
  if (Object.is(a, b)) return found;
  const isWords = (value: unknown) => value !== null && typeof value === 'object' && 'ar' in value && 'en' in value;
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    a.forEach((item, index) => differingPaths(item, b[index], limit, [...path, index], found));
    return found;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b) && !isWords(a)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      differingPaths((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], limit, [...path, key], found);
    }
    return found;
  }
  if (JSON.stringify(a) !== JSON.stringify(b)) found.push(path);
  return found;
}
