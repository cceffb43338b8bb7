import { describe, expect, it } from 'vitest';
import { yearTicks } from './charts';

describe('the savings chart labels its time axis', () => {
  it('with the first year, every fifth and the last', () => {
    expect(yearTicks(30)).toEqual([1, 5, 10, 15, 20, 25, 30]);
    expect(yearTicks(12)).toEqual([1, 5, 10, 12]);
  });
  it('with one label for a single year and none for no years', () => {
    expect(yearTicks(1)).toEqual([1]);
    expect(yearTicks(0)).toEqual([]);
  });
});
