/**
 * The solar savings calculator's arithmetic (spec §5), kept pure so the page, the chart and the tests share one source of truth.
 * No React and no server imports: this module runs unchanged in the browser, on the server and under Vitest.
 */

export const customerTypes = [
  'residential',
  'commercial',
  'industrial',
  'agricultural',
  'healthcare',
  'educational',
  'government',
  'charity',
] as const;
export type CustomerType = (typeof customerTypes)[number];
export type Grid = 'on' | 'off';

export type CalculatorInput = { grid: Grid; type?: CustomerType; bill: number; area: number };

/** Every figure the calculation relies on, frozen so the page can list its assumptions next to the result. */
export const SOLAR_ASSUMPTIONS = Object.freeze({
  /** m² taken by one panel in the bill calculation. */
  panelAreaM2: 3.106352,
  /** kW rating of one panel. */
  panelRatingKW: 0.7,
  /** Share of the rated output that survives losses (heat, wiring, inverter, dust). */
  derating: 0.85,
  /** Full-sun hours per year. */
  yieldHoursPerYear: 1750,
  /** SAR paid per kWh of excess production exported to the grid. */
  exportPriceSARPerKWh: 0.45,
  systemLifetimeYears: 30,
  /** kg of CO2 avoided per kWh produced. */
  co2KgPerKWh: 0.5,
  /** m² per panel for the roof-map estimate. */
  mapPanelAreaM2: 3.12,
  /** W per panel for the roof-map estimate. */
  mapPanelWatts: 700,
  /** SAR per kWh by customer type. */
  tariffs: Object.freeze({
    residential: 0.32,
    commercial: 0.3,
    industrial: 0.26,
    agricultural: 0.24,
    healthcare: 0.28,
    educational: 0.25,
    government: 0.28,
    charity: 0.22,
  } satisfies Record<CustomerType, number>),
  /** SAR per kWh off-grid or when no customer type is known. */
  defaultTariff: 0.3,
});

const A = SOLAR_ASSUMPTIONS;

/**
 * Clears binary floating-point noise before rounding: 1388.33… × 0.3 is 416.49999999999994 in floating point but 416.5 on paper,
 * and 9.36 / 3.12 is 2.9999999999999996. Twelve significant digits are far more than any figure here needs.
 */
const tidy = (x: number) => (Number.isFinite(x) ? Number(x.toPrecision(12)) : x);

/** Round half up to whole units, after clearing floating-point noise. */
const round = (x: number) => Math.round(tidy(x));

/** Round half up to `digits` decimals; values too large to carry decimals are returned as they are. */
function roundTo(x: number, digits: number): number {
  const scale = 10 ** digits;
  const scaled = tidy(x * scale);
  if (!Number.isFinite(scaled) || Math.abs(scaled) >= Number.MAX_SAFE_INTEGER) return x;
  return Math.round(scaled) / scale;
}

/** kW that one panel delivers after derating: 0.7 × 0.85 = 0.595. */
const EFFECTIVE_KW_PER_PANEL = tidy(A.panelRatingKW * A.derating);

const isCustomerType = (value: unknown): value is CustomerType => typeof value === 'string' && (customerTypes as readonly string[]).includes(value);
const isGrid = (value: unknown): value is Grid => value === 'on' || value === 'off';
const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** SAR per kWh for a customer type; the default tariff when there is none. */
export function tariffFor(type?: CustomerType): number {
  return isCustomerType(type) ? A.tariffs[type] : A.defaultTariff;
}

export type Missing = 'grid' | 'type' | 'bill' | 'area';

/**
 * Spec §5: runs only if (on-grid and type set and bill > 0 and area > 0) or (off-grid and bill > 0 and area > 0).
 * Returns what is still missing, in the order grid, type, bill, area; an empty array means the estimate can run.
 * `type` is only required once the visitor has chosen on-grid; bill and area must be finite numbers above zero.
 */
export function missingInputs(input: Partial<CalculatorInput>): Missing[] {
  const missing: Missing[] = [];
  if (!isGrid(input.grid)) missing.push('grid');
  if (input.grid === 'on' && !isCustomerType(input.type)) missing.push('type');
  if (!isPositive(input.bill)) missing.push('bill');
  if (!isPositive(input.area)) missing.push('area');
  return missing;
}

export type SolarEstimate = {
  /** SAR/kWh used. */
  tariff: number;
  /** floor(area / 3.106352). */
  numberOfPanels: number;
  /** numberOfPanels × 0.7 × 0.85, rounded to 2 decimals. */
  systemSizeKW: number;
  /** systemSizeKW × 1750 / 12, whole kWh. */
  monthlyYieldKWh: number;
  /** bill / tariff, whole kWh. */
  monthlyConsumptionKWh: number;
  /** max(0, monthly yield − monthly consumption), whole kWh. */
  excessKWh: number;
  /** round(excess × 0.45). */
  exportValueSAR: number;
  /** min(monthly yield × tariff, bill), whole riyals. */
  monthlySavingsSAR: number;
  /** Monthly savings × 12, whole riyals. */
  yearlySavingsSAR: number;
  /** Yearly savings × 30, whole riyals. */
  lifetimeSavingsSAR: number;
  /** ceil(12 × monthly consumption / 1750 / 0.595). */
  recommendedPanels: number;
  /** 12 × monthly yield, whole kWh. */
  annualProductionKWh: number;
  /** round(annual production × 0.5). */
  co2ReductionKg: number;
  /** Monthly yield / monthly consumption, capped at 1. */
  coverage: number;
  /** 'covers' when yield ≥ consumption; 'tooSmall' when no panel fits; else 'partial'. */
  message: 'covers' | 'partial' | 'tooSmall';
  /** 12 entries (month 1..12), flat per the spec's model: production against consumption for the chart. */
  monthly: { month: number; productionKWh: number; consumptionKWh: number }[];
  /** 30 entries (year 1..30): savings accumulated by the end of each year. */
  cumulativeSavings: { year: number; savingsSAR: number }[];
};

/** The spec's estimate. Computes on unrounded values and rounds only the figures it returns. Throws if an input is missing. */
export function estimateSavings(input: CalculatorInput): SolarEstimate {
  const missing = missingInputs(input);
  if (missing.length > 0) throw new RangeError(`Cannot estimate solar savings; missing or invalid: ${missing.join(', ')}`);
  const { bill, area } = input;

  const tariff = input.grid === 'off' ? A.defaultTariff : tariffFor(input.type);
  const numberOfPanels = Math.floor(tidy(area / A.panelAreaM2));
  // As the original did, the later figures use the system size already rounded to 2 decimals.
  const systemSizeKW = roundTo(numberOfPanels * EFFECTIVE_KW_PER_PANEL, 2);
  const monthlyYield = (systemSizeKW * A.yieldHoursPerYear) / 12;
  const monthlyConsumption = bill / tariff;
  const excess = Math.max(0, monthlyYield - monthlyConsumption);
  const monthlySavings = Math.min(monthlyYield * tariff, bill);
  const annualProduction = 12 * monthlyYield;
  const years = A.systemLifetimeYears;

  // Money in whole riyals, each figure rounded once from the unrounded monthly savings (so lifetime is not 30 × a rounded yearly).
  const savingsAfterYears = (year: number) => round(monthlySavings * 12 * year);

  const productionKWh = round(monthlyYield);
  const consumptionKWh = round(monthlyConsumption);

  return {
    tariff,
    numberOfPanels,
    systemSizeKW,
    monthlyYieldKWh: productionKWh,
    monthlyConsumptionKWh: consumptionKWh,
    excessKWh: round(excess),
    exportValueSAR: round(excess * A.exportPriceSARPerKWh),
    monthlySavingsSAR: round(monthlySavings),
    yearlySavingsSAR: savingsAfterYears(1),
    lifetimeSavingsSAR: savingsAfterYears(years),
    recommendedPanels: Math.ceil(tidy((12 * monthlyConsumption) / A.yieldHoursPerYear / EFFECTIVE_KW_PER_PANEL)),
    annualProductionKWh: round(annualProduction),
    co2ReductionKg: round(annualProduction * A.co2KgPerKWh),
    // A bill so small that consumption underflows to 0 kWh is fully covered by any production.
    coverage: monthlyConsumption > 0 ? Math.min(1, monthlyYield / monthlyConsumption) : monthlyYield > 0 ? 1 : 0,
    message: numberOfPanels === 0 ? 'tooSmall' : monthlyYield >= monthlyConsumption ? 'covers' : 'partial',
    monthly: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, productionKWh, consumptionKWh })),
    cumulativeSavings: Array.from({ length: years }, (_, index) => ({ year: index + 1, savingsSAR: savingsAfterYears(index + 1) })),
  };
}

/** The roof-map estimate: floor(area / 3.12) panels of 700 W; 0 panels and 0 kW for an area that is not a finite number above zero. */
export function mapEstimate(areaM2: number): { panelCount: number; estimatedPowerKW: number } {
  if (!isPositive(areaM2)) return { panelCount: 0, estimatedPowerKW: 0 };
  const panelCount = Math.floor(tidy(areaM2 / A.mapPanelAreaM2));
  return { panelCount, estimatedPowerKW: roundTo(panelCount * (A.mapPanelWatts / 1000), 2) };
}
