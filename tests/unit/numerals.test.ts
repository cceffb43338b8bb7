import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { messageFormats } from '@/i18n/format';

const root = path.resolve(import.meta.dirname, '../../src/messages');

/** Every message of one language as [file:key, value]. */
function messagesOf(locale: string): [string, string][] {
  const files = fs.readdirSync(path.join(root, locale), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  const flatten = (value: unknown, prefix: string): [string, string][] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => flatten(child, `${prefix}.${key}`))
      : [[prefix, String(value)]];
  return files.flatMap((file) => flatten(JSON.parse(fs.readFileSync(path.join(root, locale, file), 'utf8')), file));
}

const arabic = messagesOf('ar');
const plurals = arabic.filter(([, value]) => /\{\w+, plural,/.test(value));
const arabicIndic = /[٠-٩۰-۹٫٬٪]/;

describe('numerals in the Arabic copy (glossary: Western digits, "%")', () => {
  it('has no Arabic-Indic digit, separator or percent sign', () => {
    expect(arabic.filter(([, value]) => arabicIndic.test(value)).map(([key]) => key)).toEqual([]);
  });

  it('writes counts as {n, number, integer}, never #, which next-intl formats with the bare locale', () => {
    expect(plurals.length).toBeGreaterThan(10);
    expect(plurals.filter(([, value]) => value.includes('#')).map(([key]) => key)).toEqual([]);
  });

  it('counts with Western digits in every plural form, even where the locale defaults to Arabic-Indic digits', () => {
    const messages = Object.fromEntries(plurals.map(([, value], index) => [`m${index}`, value]));
    // `ar-SA` has the same plural rules as `ar` and formats with Arabic-Indic digits unless told otherwise.
    const t = createTranslator({ locale: 'ar-SA', messages, formats: messageFormats }) as unknown as (
      key: string,
      values: Record<string, string | number>,
    ) => string;
    for (const [index, [key, value]] of plurals.entries()) {
      const name = /\{(\w+), plural,/.exec(value)![1]!;
      const others = Object.fromEntries([...value.matchAll(/\{(\w+)\}/g)].map(([, arg]) => [arg!, 'x']));
      for (const count of [0, 1, 2, 3, 11, 100, 1500]) {
        const text = t(`m${index}`, { ...others, [name]: count });
        expect(text, `${key} (${count})`).not.toMatch(arabicIndic);
        if (count === 1500) expect(text, key).toContain('1,500');
      }
    }
  });
});
