/** The calculator's state lives in the address (`?grid=on&type=residential&bill=900&area=120`), so a result can be shared and reloaded. */
import { customerTypes, type CustomerType, type Grid } from './model';

export type CalculatorQuery = { grid?: Grid; type?: CustomerType; bill?: number; area?: number };
export type QueryError = 'gridInvalid' | 'typeInvalid' | 'billInvalid' | 'billTooLarge' | 'areaInvalid' | 'areaTooLarge';
type Field = 'grid' | 'type' | 'bill' | 'area';

/** Largest values the form accepts: SAR per month and m². */
export const LIMITS = { maxBill: 1_000_000, maxArea: 100_000 } as const;

type SearchParams = Record<string, string | string[] | undefined>;

/** First value of a repeated parameter, trimmed; '' when absent. */
const first = (value: string | string[] | undefined): string => {
  const chosen = Array.isArray(value) ? value[0] : value;
  return typeof chosen === 'string' ? chosen.trim() : '';
};

const present = (value: string | string[] | undefined): boolean => (Array.isArray(value) ? typeof value[0] === 'string' : typeof value === 'string');

/**
 * Western digits with an optional '.' and at most two decimals. Thousands separators are allowed only in proper groups of three,
 * so '1,500' is 1500 but '1,5' (a decimal comma) is rejected rather than misread as 15.
 */
const NUMBER_PATTERN = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d{1,2})?$/;

/** Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits to 0-9, '٫' to '.', '٬' to ','. */
function normalizeDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9\u066B\u066C]/g, (char) => {
    const code = char.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

type NumberResult = { value: number } | { error: 'invalid' | 'tooLarge' };

function parseAmount(text: string, max: number): NumberResult {
  const normalized = normalizeDigits(text);
  if (!NUMBER_PATTERN.test(normalized)) return { error: 'invalid' };
  const value = Number(normalized.replace(/,/g, ''));
  if (Number.isNaN(value) || !(value > 0)) return { error: 'invalid' };
  if (value > max) return { error: 'tooLarge' };
  return { value };
}

const isGrid = (value: string): value is Grid => value === 'on' || value === 'off';
const isCustomerType = (value: string): value is CustomerType => (customerTypes as readonly string[]).includes(value);

/**
 * Reads the calculator's query. A missing key (or an empty grid/type, as an unchosen select sends) is simply unset; a bill or area
 * key present with an empty or malformed value is an error. `type` is ignored when grid=off. `raw` holds the trimmed strings as typed.
 */
export function parseCalculatorQuery(params: SearchParams): {
  query: CalculatorQuery;
  errors: Partial<Record<Field, QueryError>>;
  raw: Record<Field, string>;
} {
  const raw: Record<Field, string> = { grid: first(params.grid), type: first(params.type), bill: first(params.bill), area: first(params.area) };
  const query: CalculatorQuery = {};
  const errors: Partial<Record<Field, QueryError>> = {};

  if (raw.grid) {
    if (isGrid(raw.grid)) query.grid = raw.grid;
    else errors.grid = 'gridInvalid';
  }

  if (raw.type && query.grid !== 'off') {
    if (isCustomerType(raw.type)) query.type = raw.type;
    else errors.type = 'typeInvalid';
  }

  if (present(params.bill)) {
    const bill = parseAmount(raw.bill, LIMITS.maxBill);
    if ('value' in bill) query.bill = bill.value;
    else errors.bill = bill.error === 'tooLarge' ? 'billTooLarge' : 'billInvalid';
  }

  if (present(params.area)) {
    const area = parseAmount(raw.area, LIMITS.maxArea);
    if ('value' in area) query.area = area.value;
    else errors.area = area.error === 'tooLarge' ? 'areaTooLarge' : 'areaInvalid';
  }

  return { query, errors, raw };
}

/** At most two decimals and no trailing zeros: 900 → '900', 12.5 → '12.5'; '' for anything that is not a finite number above zero. */
function formatAmount(value: number | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return '';
  const fixed = value.toFixed(2);
  if (!fixed.includes('.')) return fixed; // toFixed falls back to exponent notation from 1e21, far above the limits
  const trimmed = fixed.replace(/\.?0+$/, '');
  return trimmed === '0' ? '' : trimmed;
}

/** The address's search part for a query ('?grid=on&type=residential&bill=900&area=120'); unset values are left out, '' when all are. */
export function calculatorSearch(query: CalculatorQuery): string {
  const params = new URLSearchParams();
  if (query.grid && isGrid(query.grid)) params.set('grid', query.grid);
  if (query.type && isCustomerType(query.type) && query.grid !== 'off') params.set('type', query.type);
  const bill = formatAmount(query.bill);
  if (bill) params.set('bill', bill);
  const area = formatAmount(query.area);
  if (area) params.set('area', area);
  const search = params.toString();
  return search ? `?${search}` : '';
}
