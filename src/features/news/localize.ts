/** Reading an article in one language: the visitor's text, or the other language's where it is empty. */
import { directionOf, locales, type Locale } from '@/i18n/config';
import { isolateLatinText } from '@/i18n/bidi';
import { formatterFor } from '@/i18n/format';
import type { Bilingual, BilingualList } from './types';

export type LocalizedText = { text: string; lang: Locale };

/** Arabic text is shown with its Latin runs isolated, as the messages are (decision 009): editors type none of it. */
const shown = (text: string, lang: Locale) => (lang === 'ar' ? isolateLatinText(text) : text);

export function pick(value: Bilingual, locale: Locale): LocalizedText {
  if (value[locale].trim()) return { text: shown(value[locale], locale), lang: locale };
  const other = locales.find((l) => l !== locale && value[l].trim()) ?? locale;
  return { text: shown(value[other], other), lang: other };
}

export function pickList(value: BilingualList, locale: Locale): { items: string[]; lang: Locale } {
  if (value[locale].length) return { items: value[locale].map((item) => shown(item, locale)), lang: locale };
  const other = locales.find((l) => l !== locale && value[l].length) ?? locale;
  return { items: value[other].map((item) => shown(item, other)), lang: other };
}

/** `lang`/`dir` attributes for text shown in a language other than the page's (a fallback). */
export function langAttributes(text: { lang: Locale }, pageLocale: Locale): { lang?: Locale; dir?: 'rtl' | 'ltr' } {
  return text.lang === pageLocale ? {} : { lang: text.lang, dir: directionOf(text.lang) };
}

/** Words of a text: its runs of non-space characters. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Spec §9: words / 200, rounded up (at least one minute). */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / 200));
}

/** Long dates: "January 15, 2024" in English (spec), "15 يناير 2024" in Arabic (Western digits, Gregorian, as news is dated). */
export function formatPublished(date: Date, locale: Locale): string {
  return formatterFor(locale).dateTime(date, { dateStyle: 'long' });
}

/** Paragraphs of an article's plain text: blank lines separate them; single line breaks stay inside. */
export function paragraphsOf(content: string): string[] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
