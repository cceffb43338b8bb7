/** Numbers of the calculator in the visitor's locale: Western digits everywhere, "ر.س." for riyals in Arabic, "SAR" in English. */
import type { Locale } from '@/i18n/config';
import { formatterFor } from '@/i18n/format';

export function calculatorFormat(locale: Locale) {
  const { number } = formatterFor(locale);
  return {
    integer: (value: number) => number(value, { maximumFractionDigits: 0 }),
    decimal: (value: number) => number(value, { maximumFractionDigits: 2 }),
    riyal: (value: number) => number(value, { style: 'currency', currency: 'SAR', maximumFractionDigits: 0 }),
    /** "69%" in both languages. */
    percent: (value: number) => number(value, { style: 'percent', maximumFractionDigits: 0 }),
    /** SAR per kWh, always with halalas: 0.30. */
    tariff: (value: number) => number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
}
