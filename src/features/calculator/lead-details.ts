/** What an enquiry sent from a calculator estimate keeps: the answers and the figures, recomputed here, never trusted from the form. */
import { estimateSavings, missingInputs } from './model';
import { calculatorSearch, parseCalculatorQuery } from './query';

/** The hidden form field that carries the calculator's answers (its query string). */
export const CALCULATOR_FIELD = 'calculator';

export function calculatorLeadDetails(search: unknown): Record<string, unknown> | undefined {
  if (typeof search !== 'string' || search.length > 300) return undefined;
  const { query, errors } = parseCalculatorQuery(Object.fromEntries(new URLSearchParams(search)));
  if (Object.keys(errors).length > 0 || missingInputs(query).length > 0) return undefined;
  const input = { grid: query.grid!, type: query.type, bill: query.bill!, area: query.area! };
  const estimate = estimateSavings(input);
  return {
    calculator: {
      input,
      link: `/energy/calculator${calculatorSearch(input)}`,
      estimate: {
        tariff: estimate.tariff,
        numberOfPanels: estimate.numberOfPanels,
        systemSizeKW: estimate.systemSizeKW,
        monthlyYieldKWh: estimate.monthlyYieldKWh,
        monthlyConsumptionKWh: estimate.monthlyConsumptionKWh,
        excessKWh: estimate.excessKWh,
        exportValueSAR: estimate.exportValueSAR,
        monthlySavingsSAR: estimate.monthlySavingsSAR,
        yearlySavingsSAR: estimate.yearlySavingsSAR,
        lifetimeSavingsSAR: estimate.lifetimeSavingsSAR,
        recommendedPanels: estimate.recommendedPanels,
        annualProductionKWh: estimate.annualProductionKWh,
        co2ReductionKg: estimate.co2ReductionKg,
      },
    },
  };
}
