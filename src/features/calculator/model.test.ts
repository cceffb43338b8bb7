import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  customerTypes,
  estimateSavings,
  mapEstimate,
  missingInputs,
  SOLAR_ASSUMPTIONS,
  tariffFor,
  type CalculatorInput,
  type SolarEstimate,
} from './model';
import { LIMITS } from './query';

describe('SOLAR_ASSUMPTIONS', () => {
  it('lists the spec figures and cannot be changed', () => {
    expect(SOLAR_ASSUMPTIONS).toMatchObject({
      panelAreaM2: 3.106352,
      panelRatingKW: 0.7,
      derating: 0.85,
      yieldHoursPerYear: 1750,
      exportPriceSARPerKWh: 0.45,
      systemLifetimeYears: 30,
      co2KgPerKWh: 0.5,
      mapPanelAreaM2: 3.12,
      mapPanelWatts: 700,
      defaultTariff: 0.3,
    });
    expect(Object.isFrozen(SOLAR_ASSUMPTIONS)).toBe(true);
    expect(Object.isFrozen(SOLAR_ASSUMPTIONS.tariffs)).toBe(true);
  });
});

describe('tariffFor', () => {
  it('returns the tariff for each customer type', () => {
    expect(customerTypes.map((type) => [type, tariffFor(type)])).toEqual([
      ['residential', 0.32],
      ['commercial', 0.3],
      ['industrial', 0.26],
      ['agricultural', 0.24],
      ['healthcare', 0.28],
      ['educational', 0.25],
      ['government', 0.28],
      ['charity', 0.22],
    ]);
  });

  it('falls back to the default tariff without a type', () => {
    expect(tariffFor()).toBe(0.3);
    expect(tariffFor(undefined)).toBe(0.3);
  });
});

describe('missingInputs', () => {
  it('is empty when on-grid with a type, a bill and an area', () => {
    expect(missingInputs({ grid: 'on', type: 'residential', bill: 900, area: 120 })).toEqual([]);
  });

  it('does not need a type off-grid', () => {
    expect(missingInputs({ grid: 'off', bill: 900, area: 120 })).toEqual([]);
  });

  it('lists everything missing, in the order grid, type, bill, area', () => {
    expect(missingInputs({})).toEqual(['grid', 'bill', 'area']);
    expect(missingInputs({ grid: 'on' })).toEqual(['type', 'bill', 'area']);
    expect(missingInputs({ grid: 'on', type: 'charity', bill: 10 })).toEqual(['area']);
    expect(missingInputs({ grid: 'off', area: 10 })).toEqual(['bill']);
  });

  it('rejects zero, negative and non-finite amounts', () => {
    for (const value of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(missingInputs({ grid: 'off', bill: value, area: value })).toEqual(['bill', 'area']);
    }
  });

  it('treats values that are not in the lists as missing', () => {
    expect(missingInputs({ grid: 'maybe' as never, bill: 1, area: 1 })).toEqual(['grid']);
    expect(missingInputs({ grid: 'on', type: 'hotel' as never, bill: 1, area: 1 })).toEqual(['type']);
  });
});

describe('estimateSavings', () => {
  it('works the on-grid residential example: bill 900 SAR, area 120 m²', () => {
    const estimate = estimateSavings({ grid: 'on', type: 'residential', bill: 900, area: 120 });
    // 120 / 3.106352 = 38.63… → 38 panels; 38 × 0.7 × 0.85 = 22.61 kW.
    // Yield 22.61 × 1750 / 12 = 3297.2916… kWh; consumption 900 / 0.32 = 2812.5 kWh (→ 2813, half up).
    // Excess 484.7916… → 485 kWh, worth 484.7916… × 0.45 = 218.16 → 218 SAR.
    // Savings min(3297.29 × 0.32 = 1055.13, 900) = 900 a month, 10 800 a year, 324 000 over 30 years.
    // Recommended ceil(2812.5 × 12 / 1750 / 0.595) = ceil(32.41…) = 33. Annual 22.61 × 1750 = 39 567.5 → 39 568 kWh; CO2 19 783.75 → 19 784 kg.
    expect(estimate).toMatchObject({
      tariff: 0.32,
      numberOfPanels: 38,
      systemSizeKW: 22.61,
      monthlyYieldKWh: 3297,
      monthlyConsumptionKWh: 2813,
      excessKWh: 485,
      exportValueSAR: 218,
      monthlySavingsSAR: 900,
      yearlySavingsSAR: 10_800,
      lifetimeSavingsSAR: 324_000,
      recommendedPanels: 33,
      annualProductionKWh: 39_568,
      co2ReductionKg: 19_784,
      coverage: 1,
      message: 'covers',
    } satisfies Partial<SolarEstimate>);
    expect(estimate.monthly).toHaveLength(12);
    expect(estimate.monthly[0]).toEqual({ month: 1, productionKWh: 3297, consumptionKWh: 2813 });
    expect(estimate.monthly[11]).toEqual({ month: 12, productionKWh: 3297, consumptionKWh: 2813 });
    expect(estimate.cumulativeSavings).toHaveLength(30);
    expect(estimate.cumulativeSavings[0]).toEqual({ year: 1, savingsSAR: 10_800 });
    expect(estimate.cumulativeSavings[9]).toEqual({ year: 10, savingsSAR: 108_000 });
    expect(estimate.cumulativeSavings[29]).toEqual({ year: 30, savingsSAR: 324_000 });
  });

  it('works the off-grid example with the default tariff: bill 600 SAR, area 50 m²', () => {
    const estimate = estimateSavings({ grid: 'off', type: 'industrial', bill: 600, area: 50 });
    // The type is ignored off-grid: tariff 0.30. 50 / 3.106352 = 16.09… → 16 panels; 16 × 0.595 = 9.52 kW.
    // Yield 9.52 × 1750 / 12 = 1388.33… kWh; consumption 600 / 0.30 = 2000 kWh; no excess.
    // Savings min(1388.33… × 0.30 = 416.5, 600) = 416.5 → 417 a month (half up), 4998 a year, 149 940 over 30 years.
    // Recommended ceil(2000 × 12 / 1750 / 0.595) = ceil(23.05) = 24. Annual 16 660 kWh; CO2 8330 kg. Coverage 1388.33 / 2000.
    expect(estimate).toMatchObject({
      tariff: 0.3,
      numberOfPanels: 16,
      systemSizeKW: 9.52,
      monthlyYieldKWh: 1388,
      monthlyConsumptionKWh: 2000,
      excessKWh: 0,
      exportValueSAR: 0,
      monthlySavingsSAR: 417,
      yearlySavingsSAR: 4998,
      lifetimeSavingsSAR: 149_940,
      recommendedPanels: 24,
      annualProductionKWh: 16_660,
      co2ReductionKg: 8330,
      message: 'partial',
    } satisfies Partial<SolarEstimate>);
    expect(estimate.coverage).toBeCloseTo(1388.3333 / 2000, 6);
    expect(estimate.cumulativeSavings.at(-1)).toEqual({ year: 30, savingsSAR: 149_940 });
  });

  it('rounds yearly and lifetime savings from the unrounded monthly figure', () => {
    // Commercial bill 100.3 SAR with plenty of roof: monthly savings 100.3 → 100, but yearly 1203.6 → 1204 and lifetime 36 108.
    const estimate = estimateSavings({ grid: 'on', type: 'commercial', bill: 100.3, area: 500 });
    expect(estimate.monthlySavingsSAR).toBe(100);
    expect(estimate.yearlySavingsSAR).toBe(1204);
    expect(estimate.lifetimeSavingsSAR).toBe(36_108);
  });

  it('counts a panel that fits exactly despite floating-point noise', () => {
    expect(estimateSavings({ grid: 'off', bill: 100, area: 3 * 3.106352 }).numberOfPanels).toBe(3);
  });

  it("says 'tooSmall' when no panel fits", () => {
    const estimate = estimateSavings({ grid: 'on', type: 'charity', bill: 220, area: 3 });
    expect(estimate).toMatchObject({
      tariff: 0.22,
      numberOfPanels: 0,
      systemSizeKW: 0,
      monthlyYieldKWh: 0,
      monthlyConsumptionKWh: 1000,
      monthlySavingsSAR: 0,
      lifetimeSavingsSAR: 0,
      coverage: 0,
      message: 'tooSmall',
      recommendedPanels: 12,
    });
  });

  it("says 'covers' when yield equals consumption", () => {
    // 1 panel: 0.6 kW after rounding 0.595 → 0.6; yield 0.6 × 1750 / 12 = 87.5 kWh = 28 SAR at 0.32.
    const estimate = estimateSavings({ grid: 'on', type: 'residential', bill: 28, area: 4 });
    expect(estimate.systemSizeKW).toBe(0.6);
    expect(estimate.message).toBe('covers');
    expect(estimate.excessKWh).toBe(0);
    expect(estimate.coverage).toBe(1);
  });

  it('throws when an input is missing', () => {
    expect(() => estimateSavings({ grid: 'on', bill: 900, area: 120 })).toThrow(/type/);
    expect(() => estimateSavings({ grid: 'off', bill: 0, area: 120 })).toThrow(/bill/);
    expect(() => estimateSavings({ grid: 'off', bill: 900, area: Number.NaN })).toThrow(/area/);
  });

  const formInput: fc.Arbitrary<CalculatorInput> = fc.record({
    grid: fc.constantFrom('on' as const, 'off' as const),
    type: fc.constantFrom(...customerTypes),
    bill: fc.double({ min: 0, minExcluded: true, max: LIMITS.maxBill, noNaN: true }),
    area: fc.double({ min: 0, minExcluded: true, max: LIMITS.maxArea, noNaN: true }),
  });

  const numbersIn = (estimate: SolarEstimate): number[] => [
    ...Object.values(estimate).filter((value): value is number => typeof value === 'number'),
    ...estimate.monthly.flatMap((entry) => [entry.month, entry.productionKWh, entry.consumptionKWh]),
    ...estimate.cumulativeSavings.flatMap((entry) => [entry.year, entry.savingsSAR]),
  ];

  it('keeps every figure finite and not negative for any input the form accepts', () => {
    fc.assert(
      fc.property(formInput, (input) => {
        const estimate = estimateSavings(input);
        expect(numbersIn(estimate).filter((value) => !Number.isFinite(value) || value < 0)).toEqual([]);
        expect(estimate.monthly).toHaveLength(12);
        expect(estimate.cumulativeSavings).toHaveLength(30);
        expect(estimate.coverage).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('never saves more than the bill, counts whole panels and accumulates savings', () => {
    fc.assert(
      fc.property(formInput, (input) => {
        const estimate = estimateSavings(input);
        expect(estimate.monthlySavingsSAR).toBeLessThanOrEqual(input.bill + 0.5);
        expect(Number.isInteger(estimate.numberOfPanels)).toBe(true);
        expect(Number.isInteger(estimate.recommendedPanels)).toBe(true);
        for (let index = 1; index < estimate.cumulativeSavings.length; index++) {
          expect(estimate.cumulativeSavings[index]!.savingsSAR).toBeGreaterThanOrEqual(estimate.cumulativeSavings[index - 1]!.savingsSAR);
        }
        expect(estimate.cumulativeSavings.at(-1)!.savingsSAR).toBe(estimate.lifetimeSavingsSAR);
        expect(estimate.tariff).toBe(input.grid === 'off' ? 0.3 : tariffFor(input.type));
      }),
      { numRuns: 300 },
    );
  });

  it('has no excess whenever consumption reaches the yield', () => {
    fc.assert(
      fc.property(formInput, (input) => {
        const estimate = estimateSavings(input);
        // Recomputed independently from the spec's formulas, unrounded.
        const tariff = input.grid === 'off' ? 0.3 : tariffFor(input.type);
        const yieldKWh = (estimate.systemSizeKW * 1750) / 12;
        const consumptionKWh = input.bill / tariff;
        if (consumptionKWh >= yieldKWh) {
          expect(estimate.excessKWh).toBe(0);
          expect(estimate.exportValueSAR).toBe(0);
        }
        if (estimate.message !== 'covers' || estimate.monthlyConsumptionKWh > estimate.monthlyYieldKWh) expect(estimate.excessKWh).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('mapEstimate', () => {
  it('fits floor(area / 3.12) panels of 0.7 kW', () => {
    expect(mapEstimate(100)).toEqual({ panelCount: 32, estimatedPowerKW: 22.4 });
    expect(mapEstimate(3.12)).toEqual({ panelCount: 1, estimatedPowerKW: 0.7 });
    expect(mapEstimate(9.36)).toEqual({ panelCount: 3, estimatedPowerKW: 2.1 });
    expect(mapEstimate(3.11)).toEqual({ panelCount: 0, estimatedPowerKW: 0 });
  });

  it('returns nothing for areas that are not finite numbers above zero', () => {
    for (const area of [0, -0, -5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(mapEstimate(area)).toEqual({ panelCount: 0, estimatedPowerKW: 0 });
    }
  });

  it('never returns NaN, negative or infinite figures for any double', () => {
    fc.assert(
      fc.property(fc.double(), (area) => {
        const { panelCount, estimatedPowerKW } = mapEstimate(area);
        for (const value of [panelCount, estimatedPowerKW]) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(Number.isInteger(panelCount)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
