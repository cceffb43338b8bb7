import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { calculatorFormat } from '@/features/calculator/format';
import { intlTagOf } from './config';
import { formatterFor, messageFormats, parseSiteDateTime, siteDateTimeValue } from './format';

const arabicIndic = /[٠-٩٫٬]/;
const date = new Date('2024-01-15T09:00:00Z');

describe('numbers and dates on Arabic pages', () => {
  it('use Western digits with Saudi Arabic conventions', () => {
    expect(intlTagOf('ar')).toBe('ar-SA-u-nu-latn');
    const f = formatterFor('ar');
    expect(f.number(1234567.5)).toBe('1,234,567.5');
    expect(f.number(4998, { style: 'currency', currency: 'SAR', maximumFractionDigits: 0 })).toMatch(/^\u200f?4,998\s?ر\.س\.\u200f?$/);
  });

  it('write a percentage as "69%" in both languages', () => {
    expect(formatterFor('ar').number(0.69, { style: 'percent' })).toBe('69%');
    expect(formatterFor('en').number(0.69, { style: 'percent' })).toBe('69%');
    expect(calculatorFormat('ar').percent(0.999)).toBe('100%');
  });

  it('name Gregorian months in Arabic, in Riyadh time', () => {
    const f = formatterFor('ar');
    expect(f.dateTime(date, { dateStyle: 'long' })).toBe('15 يناير 2024');
    expect(f.dateTime(new Date('2024-01-15T22:30:00Z'), { dateStyle: 'long' })).toBe('16 يناير 2024');
    expect(f.dateTime(date, { dateStyle: 'full', timeStyle: 'short' })).not.toMatch(arabicIndic);
    expect(formatterFor('en').dateTime(date, { dateStyle: 'long' })).toBe('January 15, 2024');
  });

  it('keep every calculator figure in Western digits', () => {
    const f = calculatorFormat('ar');
    const figures = [f.integer(19784), f.decimal(9.5234), f.riyal(4998), f.percent(0.69), f.tariff(0.3)];
    expect(figures.filter((text) => arabicIndic.test(text))).toEqual([]);
    expect(f.decimal(9.5234)).toBe('9.52');
    expect(f.tariff(0.3)).toBe('0.30');
  });

  it('count in ICU messages with Western digits even where the locale defaults to Arabic-Indic', () => {
    // `ar-SA` alone formats with Arabic-Indic digits on every runtime: the named format must win over it.
    const messages = {
      count: '{count, plural, one {مقال واحد} two {مقالان} few {{count, number, integer} مقالات} other {{count, number, integer} مقال}}',
    };
    const t = createTranslator({ locale: 'ar-SA', messages, formats: messageFormats });
    expect(t('count', { count: 3 })).toBe('3 مقالات');
    expect(t('count', { count: 1500 })).toBe('1,500 مقال');
  });
});

describe('dates and times staff type, in Riyadh time', () => {
  it('read a datetime-local value as Riyadh time and show a moment back in it', () => {
    const at = parseSiteDateTime('2026-11-30T09:00');
    expect(at?.toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(siteDateTimeValue(new Date('2026-11-30T21:30:00Z'))).toBe('2026-12-01T00:30');
  });

  it('refuse what is not a date and time the calendar has', () => {
    for (const value of ['', '2026-11-30', '2026-11-30 09:00', '2026-02-30T09:00', '2026-11-30T24:00', '2026-13-01T09:00']) {
      expect(parseSiteDateTime(value), value).toBeUndefined();
    }
  });
});
