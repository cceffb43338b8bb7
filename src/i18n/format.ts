/**
 * Numbers and dates as the site shows them, in one place. Every formatter uses `intlTagOf`, so Arabic pages get
 * Western digits (0-9), Arabic month names, the Gregorian calendar and the riyal as "ر.س."; a percentage reads
 * "69%" in both languages (the glossary's rule), not "69٪".
 *
 * Use `formatterFor(locale)` instead of next-intl's `getFormatter()` / `useFormatter()`: those format with the bare
 * route locale `ar`, whose default digits depend on the runtime's CLDR data (Arabic-Indic before CLDR 46, and always
 * for `ar-SA`), and next-intl has no setting for a default numbering system. It is plain `Intl`, so the same module
 * serves server components and client islands.
 */
import type { Formats } from 'next-intl';
import { intlTagOf, type Locale } from './config';

/** The time zone of every date on the site (the group is in Saudi Arabia). */
export const siteTimeZone = 'Asia/Riyadh';

/**
 * Named formats given to next-intl (request config and every `NextIntlClientProvider`). In ICU messages a count is
 * written `{count, number, integer}` rather than `#`: next-intl formats `#` with the bare route locale (see above),
 * while this named format pins Western digits.
 */
export const messageFormats = {
  number: { integer: { maximumFractionDigits: 0, numberingSystem: 'latn' } },
} satisfies Formats;

export type SiteFormatter = {
  /** `Intl.NumberFormat` options, e.g. `{ style: 'currency', currency: 'SAR' }` or `{ style: 'percent' }`. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** Gregorian, in Riyadh time unless the options say otherwise. */
  dateTime: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string;
};

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key);
  if (!value) {
    value = create();
    cache.set(key, value);
  }
  return value;
}

export function formatterFor(locale: Locale): SiteFormatter {
  const tag = intlTagOf(locale);
  return {
    number(value, options = {}) {
      const format = cached(numberFormats, `${tag} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));
      // CLDR's Saudi Arabic percent sign is "٪"; the site writes "%" in both languages.
      return format
        .formatToParts(value)
        .map((part) => (part.type === 'percentSign' ? '%' : part.value))
        .join('');
    },
    dateTime(value, options = {}) {
      const resolved: Intl.DateTimeFormatOptions = { calendar: 'gregory', timeZone: siteTimeZone, ...options };
      return cached(dateFormats, `${tag} ${JSON.stringify(resolved)}`, () => new Intl.DateTimeFormat(tag, resolved)).format(value);
    },
  };
}

/** Riyadh's offset from UTC: +3 all year, as Saudi Arabia keeps no daylight saving time. */
const siteOffset = '+03:00';

/**
 * A date and time typed in a `datetime-local` field (`2026-11-30T09:00`), read as Riyadh time; undefined when it is
 * not one. Staff plan in Riyadh time and the database keeps the moment in UTC.
 */
export function parseSiteDateTime(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const at = new Date(`${value}:00${siteOffset}`);
  // `Date` rolls 30 February over into March; a day the calendar has reads back as typed.
  return !Number.isNaN(at.getTime()) && siteDateTimeValue(at) === value ? at : undefined;
}

/** A moment as a `datetime-local` field shows it, in Riyadh time, to the minute. */
export function siteDateTimeValue(at: Date): string {
  return new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 16);
}

/** The day it is in Riyadh at `at`, as `YYYY-MM-DD` (certificates are valid through whole Riyadh days). */
export function siteDay(at: Date = new Date()): string {
  return siteDateTimeValue(at).slice(0, 10);
}

/** A Riyadh day (`YYYY-MM-DD`) as a moment within it, for `dateTime` to name. */
export const dayMoment = (day: string) => new Date(`${day}T12:00:00+03:00`);

/** Whole days from one Riyadh day to another (`YYYY-MM-DD`; negative when `to` has passed). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
