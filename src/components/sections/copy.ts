import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/config';

/**
 * Words under a message namespace, as scoped lookups that tell an absent key from a present one: what the printable
 * sheets read for their own labels. Data pages read their content documents instead (decision 011).
 */
export type Copy = {
  locale: Locale;
  text(key: string, values?: Record<string, string | number>): string;
  /** The text, or undefined when the page has none under this key. */
  maybe(key: string): string | undefined;
  /** A string or an object of strings under `key`, as a list (paragraphs, features); empty when absent. */
  list(key: string): string[];
  scope(prefix: string): Copy;
};

/**
 * The words under `namespace` (e.g. `energyProducts.solar-panels`). With `fallback`, a key the page does not
 * have is read from there: the strings a family of pages shares (e.g. `energyProducts.shared`).
 */
export async function pageCopy(locale: Locale, namespace: string, fallback?: string): Promise<Copy> {
  const t = await getTranslations({ locale, namespace });
  const shared = fallback ? await pageCopy(locale, fallback) : undefined;
  const make = (prefix: string): Copy => {
    const full = (key: string) => (prefix ? `${prefix}.${key}` : key);
    const copy: Copy = {
      locale,
      text: (key, values) => (shared && !t.has(full(key)) ? shared.text(full(key), values) : t(full(key), values)),
      maybe: (key) => (t.has(full(key)) ? t(full(key)) : shared?.maybe(full(key))),
      list: (key) => {
        if (!t.has(full(key))) return [];
        const raw: unknown = t.raw(full(key));
        if (typeof raw === 'string') return [t(full(key))];
        return raw && typeof raw === 'object' ? Object.keys(raw).map((k) => t(`${full(key)}.${k}`)) : [];
      },
      scope: (next) => make(full(next)),
    };
    return copy;
  };
  return make('');
}
