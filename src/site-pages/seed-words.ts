import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Localized } from '@/components/sections/blocks/fields';
import { messageFormats } from '@/i18n/format';
import type { readSourceMessages } from '@/i18n/messages';

/**
 * Reading the message files' words as content documents hold them, in both languages side by side: what the seed
 * (`content-seed.ts` and each bespoke page's converter) is written with.
 */

export type Messages = Awaited<ReturnType<typeof readSourceMessages>>;
/** next-intl's translator as this file uses it, over keys known only at run time. */
type Translator = { (key: string): string; has(key: string): boolean; raw(key: string): unknown };

/** A page's words in both languages, read as `pageCopy` reads one (components/sections/copy.ts). */
export type Words = {
  text(key: string): Localized;
  maybe(key: string): Localized | undefined;
  list(key: string): Localized[];
  scope(prefix: string): Words;
};

class MissingWords extends Error {}

function translator(messages: Messages, locale: 'ar' | 'en', namespace: string): Translator {
  return createTranslator({
    locale,
    messages: messages as Record<string, unknown>,
    namespace: namespace as never,
    formats: messageFormats,
    onError: (error) => {
      throw new MissingWords(`${namespace}: ${error.message}`);
    },
  }) as unknown as Translator;
}

/** One language's words under a namespace, with the family's shared strings behind them. */
function reader(t: Translator, shared?: Translator) {
  const from = (key: string) => (t.has(key) ? t : shared && shared.has(key) ? shared : undefined);
  return {
    text(key: string): string | undefined {
      const source = from(key);
      if (!source) return undefined;
      return typeof source.raw(key) === 'string' ? source(key) : undefined;
    },
    list(key: string): string[] {
      // As `Copy.list`: a string is one line, an object of strings its lines in order; only the page's own words.
      if (!t.has(key)) return [];
      const raw: unknown = t.raw(key);
      if (typeof raw === 'string') return [t(key)];
      return raw && typeof raw === 'object' ? Object.keys(raw).map((k) => t(`${key}.${k}`)) : [];
    },
  };
}

export function words(messages: Record<'ar' | 'en', Messages>, namespace: string, sharedNamespace?: string, prefix = ''): Words {
  const read = (locale: 'ar' | 'en') =>
    reader(translator(messages[locale], locale, namespace), sharedNamespace ? translator(messages[locale], locale, sharedNamespace) : undefined);
  const ar = read('ar');
  const en = read('en');
  const full = (key: string) => (prefix ? `${prefix}.${key}` : key);
  const maybe = (key: string): Localized | undefined => {
    const pair = { ar: ar.text(full(key)), en: en.text(full(key)) };
    if (pair.ar === undefined && pair.en === undefined) return undefined;
    return { ar: pair.ar ?? '', en: pair.en ?? '' };
  };
  return {
    maybe,
    text(key) {
      const found = maybe(key);
      if (!found) throw new MissingWords(`${namespace}: no words under ${full(key)}`);
      return found;
    },
    list(key) {
      const lines = { ar: ar.list(full(key)), en: en.list(full(key)) };
      return Array.from({ length: Math.max(lines.ar.length, lines.en.length) }, (_, i) => ({ ar: lines.ar[i] ?? '', en: lines.en[i] ?? '' }));
    },
    scope: (next) => words(messages, namespace, sharedNamespace, full(next)),
  };
}

export const same = (value: string): Localized => ({ ar: value, en: value });

/** Drops keys whose value is undefined, so a document holds only what a page has. */
export function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))) as T;
}
