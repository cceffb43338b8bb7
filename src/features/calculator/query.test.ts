import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { customerTypes } from './model';
import { calculatorSearch, LIMITS, parseCalculatorQuery, type CalculatorQuery } from './query';

describe('parseCalculatorQuery', () => {
  it('reads a complete query', () => {
    expect(parseCalculatorQuery({ grid: 'on', type: 'residential', bill: '900', area: '120' })).toEqual({
      query: { grid: 'on', type: 'residential', bill: 900, area: 120 },
      errors: {},
      raw: { grid: 'on', type: 'residential', bill: '900', area: '120' },
    });
  });

  it('leaves missing keys unset without errors', () => {
    expect(parseCalculatorQuery({})).toEqual({ query: {}, errors: {}, raw: { grid: '', type: '', bill: '', area: '' } });
    expect(parseCalculatorQuery({ grid: undefined, bill: [] })).toEqual({ query: {}, errors: {}, raw: { grid: '', type: '', bill: '', area: '' } });
  });

  it('takes the first of repeated values and trims them', () => {
    const { query, raw } = parseCalculatorQuery({ grid: [' off ', 'on'], bill: ['  450.5\n', '1'], area: ['\t80 '] });
    expect(query).toEqual({ grid: 'off', bill: 450.5, area: 80 });
    expect(raw).toEqual({ grid: 'off', type: '', bill: '450.5', area: '80' });
  });

  it('rejects an unknown grid and treats an empty one as unchosen', () => {
    expect(parseCalculatorQuery({ grid: 'ON' }).errors).toEqual({ grid: 'gridInvalid' });
    expect(parseCalculatorQuery({ grid: 'maybe' }).query).toEqual({});
    expect(parseCalculatorQuery({ grid: '  ' })).toMatchObject({ query: {}, errors: {} });
  });

  it('rejects an unknown customer type unless the grid is off', () => {
    expect(parseCalculatorQuery({ grid: 'on', type: 'hotel' })).toMatchObject({ query: { grid: 'on' }, errors: { type: 'typeInvalid' } });
    expect(parseCalculatorQuery({ type: 'hotel' }).errors).toEqual({ type: 'typeInvalid' });
    expect(parseCalculatorQuery({ grid: 'off', type: 'hotel' })).toMatchObject({ query: { grid: 'off' }, errors: {}, raw: { type: 'hotel' } });
    expect(parseCalculatorQuery({ grid: 'off', type: 'commercial' }).query).toEqual({ grid: 'off' });
    for (const type of customerTypes) expect(parseCalculatorQuery({ grid: 'on', type }).query.type).toBe(type);
  });

  it('accepts Arabic-Indic digits, the Arabic decimal separator and thousands separators', () => {
    const cases: [string, number][] = [
      ['٩٠٠', 900],
      ['۹۰۰', 900],
      ['١٢٫٥', 12.5],
      ['١٬٥٠٠٫٧٥', 1500.75],
      ['1,500', 1500],
      ['1,000,000', 1_000_000],
      ['12,345.67', 12_345.67],
      ['0.5', 0.5],
      ['007', 7],
    ];
    for (const [text, value] of cases) {
      expect(parseCalculatorQuery({ bill: text })).toMatchObject({ query: { bill: value }, errors: {}, raw: { bill: text } });
    }
  });

  it('rejects malformed, zero and negative amounts, and an empty value when the key is present', () => {
    for (const text of [
      '',
      '   ',
      '0',
      '0.00',
      '-5',
      '+5',
      'abc',
      'NaN',
      'Infinity',
      '1e9',
      '0x10',
      '12.345',
      '1,5',
      '12,34',
      '1.',
      '.5',
      '5 00',
      '١٢٫٣٤٥',
    ]) {
      const { query, errors } = parseCalculatorQuery({ bill: text, area: text });
      expect(query, text).toEqual({});
      expect(errors, text).toEqual({ bill: 'billInvalid', area: 'areaInvalid' });
    }
  });

  it('rejects amounts above the limits', () => {
    expect(parseCalculatorQuery({ bill: '1000000', area: '100000' })).toMatchObject({ query: { bill: 1_000_000, area: 100_000 }, errors: {} });
    expect(parseCalculatorQuery({ bill: '1000000.01', area: '100,000.01' }).errors).toEqual({ bill: 'billTooLarge', area: 'areaTooLarge' });
    expect(parseCalculatorQuery({ bill: '9'.repeat(400) }).errors).toEqual({ bill: 'billTooLarge' });
  });
});

describe('calculatorSearch', () => {
  it('writes the set values in a fixed order', () => {
    expect(calculatorSearch({ area: 120, bill: 900, type: 'residential', grid: 'on' })).toBe('?grid=on&type=residential&bill=900&area=120');
    expect(calculatorSearch({ grid: 'off', area: 80.5 })).toBe('?grid=off&area=80.5');
  });

  it('is empty for an empty query', () => {
    expect(calculatorSearch({})).toBe('');
  });

  it('writes numbers without trailing zeros, to two decimals', () => {
    expect(calculatorSearch({ bill: 12.5 })).toBe('?bill=12.5');
    expect(calculatorSearch({ bill: 12.3 })).toBe('?bill=12.3');
    expect(calculatorSearch({ bill: 0.1 + 0.2 })).toBe('?bill=0.3');
    expect(calculatorSearch({ bill: 1_000_000 })).toBe('?bill=1000000');
  });

  it('leaves out the type off-grid and numbers that are not above zero', () => {
    expect(calculatorSearch({ grid: 'off', type: 'charity' })).toBe('?grid=off');
    expect(calculatorSearch({ bill: 0, area: -1 })).toBe('');
    expect(calculatorSearch({ bill: Number.NaN, area: Number.POSITIVE_INFINITY })).toBe('');
    expect(calculatorSearch({ bill: 0.001 })).toBe('');
  });

  const paramsFrom = (search: string) => Object.fromEntries(new URLSearchParams(search));

  it('round-trips the worked example', () => {
    const search = calculatorSearch({ grid: 'on', type: 'residential', bill: 900, area: 120 });
    expect(parseCalculatorQuery(paramsFrom(search)).query).toEqual({ grid: 'on', type: 'residential', bill: 900, area: 120 });
  });

  const cents = (max: number) => fc.integer({ min: 1, max: max * 100 }).map((value) => value / 100);
  const validQuery: fc.Arbitrary<CalculatorQuery> = fc
    .record(
      {
        grid: fc.constantFrom('on' as const, 'off' as const),
        type: fc.constantFrom(...customerTypes),
        bill: cents(LIMITS.maxBill),
        area: cents(LIMITS.maxArea),
      },
      { requiredKeys: [] },
    )
    .map(({ type, ...query }) => (query.grid === 'off' || type === undefined ? query : { ...query, type }));

  it('round-trips every valid query through the address', () => {
    fc.assert(
      fc.property(validQuery, (query) => {
        const parsed = parseCalculatorQuery(paramsFrom(calculatorSearch(query)));
        expect(parsed.errors).toEqual({});
        expect(parsed.query).toEqual(query);
      }),
      { numRuns: 300 },
    );
  });

  const text = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 12 }), fc.stringMatching(/^[\s\d٠-٩۰-۹,٬.٫eE+-]{0,14}$/));
  const value = fc.oneof(text, fc.array(text, { maxLength: 3 }), fc.constant(undefined));
  const params = fc.dictionary(fc.oneof(fc.constantFrom('grid', 'type', 'bill', 'area'), fc.string()), value);

  it('never throws and never yields a number that is not finite, above zero and within the limits', () => {
    fc.assert(
      fc.property(params, (input) => {
        const { query, errors, raw } = parseCalculatorQuery(input);
        for (const [key, max] of [
          ['bill', LIMITS.maxBill],
          ['area', LIMITS.maxArea],
        ] as const) {
          const number = query[key];
          if (number !== undefined) {
            expect(Number.isFinite(number)).toBe(true);
            expect(number).toBeGreaterThan(0);
            expect(number).toBeLessThanOrEqual(max);
            expect(errors[key]).toBeUndefined();
          }
        }
        expect(Object.values(raw).every((entry) => typeof entry === 'string' && entry === entry.trim())).toBe(true);
        // Whatever was read writes back to an address that reads the same.
        expect(parseCalculatorQuery(paramsFrom(calculatorSearch(query))).query).toEqual(query);
      }),
      { numRuns: 500 },
    );
  });
});
