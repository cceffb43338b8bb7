/** Numbers of the calculator in the visitor's locale: Arabic-Indic digits and "ر.س." in Arabic, Western in English. */
import { intlTagOf, type Locale } from '@/i18n/config';

export function calculatorFormat(locale: Locale) {
  const tag = intlTagOf(locale);
  const integer = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const riyal = new Intl.NumberFormat(tag, { style: 'currency', currency: 'SAR', maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  const tariff = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    integer: (value: number) => integer.format(value),
    decimal: (value: number) => decimal.format(value),
    riyal: (value: number) => riyal.format(value),
    percent: (value: number) => percent.format(value),
    /** SAR per kWh, always with halalas: 0.30. */
    tariff: (value: number) => tariff.format(value),
  };
}
