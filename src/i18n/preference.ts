import { isLocale, type Locale } from './config';

/**
 * The visitor's language among the site's two, as the spec detects it: a remembered choice (the `i18next` cookie)
 * first, then the browser's languages. Shared by the proxy's decision at `/` (Accept-Language) and the language
 * suggestion in the browser (`navigator.languages`), so both read a visitor the same way.
 */

/** The first of the site's languages in a ranked list of language tags (`en-GB`, `ar`): undefined when neither is there. */
export function firstLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/**
 * The site's language an Accept-Language header ranks highest: by q-value, equal values in the order listed;
 * `q=0` means "not this one".
 */
export function acceptedLocale(header: string | null | undefined): Locale | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return firstLocale(ranked.map(({ tag }) => tag));
}

/** The visitor's language: the remembered choice when there is a valid one, else the browser's, else none. */
export function visitorLocale(remembered: string | undefined, browser: Locale | undefined): Locale | undefined {
  return isLocale(remembered) ? remembered : browser;
}
