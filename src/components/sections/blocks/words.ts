import { isolateLatinText } from '@/i18n/bidi';
import type { Locale } from '@/i18n/config';
import type { Localized } from './fields';
import type { PageDocument } from './document';
import type { Block, BlockKind, BlockOf } from './schema';

/** A document's words in one language: Arabic with its Latin runs isolated (decision 009), as the message files were. */
export function wordsIn(locale: Locale) {
  const text = (words: Localized) => (locale === 'ar' ? isolateLatinText(words.ar) : words.en);
  return {
    text,
    /** The words, or undefined where the field is absent or empty in this language. */
    maybe: (words: Localized | undefined) => (words && words[locale] ? text(words) : undefined),
    /** A list's lines in this language, empty ones left out. */
    lines: (list: Localized[] | undefined) => (list ?? []).filter((line) => line[locale]).map(text),
  };
}

/** A page's block of one kind under its id (at the top level or inside tabs), for pages that show part of another. */
export function blockOf<K extends BlockKind>(document: PageDocument, kind: K, id: string): BlockOf<K> | undefined {
  const blocks = document.blocks.flatMap<Block>((block) => (block.kind === 'tabs' ? [block, ...block.tabs.flatMap((tab) => tab.blocks)] : [block]));
  return blocks.find((block): block is BlockOf<K> => block.kind === kind && block.id === id);
}

/** Every word of a document (or any part of one) in one language, in order: what the site search reads. */
export function allWords(value: unknown, locale: Locale): string[] {
  if (!value || typeof value !== 'object') return [];
  if ('ar' in value && 'en' in value && typeof value.ar === 'string' && typeof value.en === 'string') {
    return value[locale] ? [wordsIn(locale).text(value as Localized)] : [];
  }
  return Object.values(value).flatMap((child) => allWords(child, locale));
}

/**
 * A document (or any part of one) as one language's visitors get it: every pair of words replaced by that language's,
 * everything said once (pictures, links, order) kept. Two versions equal in one language show that language the same.
 */
export function inLanguage(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, locale));
  if (!value || typeof value !== 'object') return value;
  if ('ar' in value && 'en' in value && typeof value.ar === 'string' && typeof value.en === 'string') return value[locale];
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inLanguage(child, locale)]));
}
