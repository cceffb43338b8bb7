import { describe, expect, it } from 'vitest';
import { calculatorLeadDetails } from './lead-details';

describe('the estimate stored with an enquiry', () => {
  it('keeps the answers and recomputes the figures on the server', () => {
    expect(calculatorLeadDetails('grid=on&type=residential&bill=900&area=120')).toMatchObject({
      calculator: {
        input: { grid: 'on', type: 'residential', bill: 900, area: 120 },
        link: '/energy/calculator?grid=on&type=residential&bill=900&area=120',
        estimate: { systemSizeKW: 22.61, numberOfPanels: 38, monthlySavingsSAR: 900, yearlySavingsSAR: 10800, co2ReductionKg: 19784 },
      },
    });
  });

  it('ignores figures planted in the field, and incomplete, invalid or oversized answers', () => {
    const planted = calculatorLeadDetails('grid=off&bill=600&area=50&monthlySavingsSAR=99999');
    expect((planted?.calculator as { estimate: { monthlySavingsSAR: number } }).estimate.monthlySavingsSAR).toBe(417);
    expect(calculatorLeadDetails('grid=on&bill=900&area=120')).toBeUndefined();
    expect(calculatorLeadDetails('grid=on&type=residential&bill=-1&area=120')).toBeUndefined();
    expect(calculatorLeadDetails(`grid=off&bill=600&area=50&x=${'a'.repeat(400)}`)).toBeUndefined();
    expect(calculatorLeadDetails(null)).toBeUndefined();
  });
});
