import { describe, expect, it } from 'vitest';
import { facetAttributes, facetRules, type Facet } from './facet-filter';

const facets: Facet[] = [
  {
    name: 'division',
    legend: 'Division',
    options: [
      { value: 'energy', label: 'Energy' },
      { value: 'electronics', label: 'Electronics' },
    ],
  },
  {
    name: 'solution',
    legend: 'Solution',
    options: [
      { value: 'pcba', label: 'PCBA' },
      { value: 'testing', label: 'Testing' },
      { value: 'solar', label: 'Solar' },
    ],
  },
];
const items = [
  { division: ['energy'], solution: ['solar'] },
  { division: ['electronics'], solution: ['pcba', 'testing'] },
];

describe('filters in several facets without JavaScript', () => {
  it('hides, per facet, the items that lack the chosen value', () => {
    const rules = facetRules('f', facets, items);
    expect(rules).toContain('#f:has(#f-0-2:checked) [data-facet-division]:not([data-facet-division~="electronics"]){display:none}');
    expect(rules).toContain('#f:has(#f-1-1:checked) [data-facet-solution]:not([data-facet-solution~="pcba"]){display:none}');
    expect(facetAttributes(items[1]!)).toEqual({ 'data-facet-division': 'electronics', 'data-facet-solution': 'pcba testing' });
  });

  it('shows "nothing matches" exactly for the combinations no item matches', () => {
    const shown = facetRules('f', facets, items)
      .split('}')
      .filter((rule) => rule.includes('[data-facet-empty]'))
      .map((rule) => [...rule.matchAll(/#f-(\d)-(\d):checked/g)].map((match) => match[2]).join(''));
    // Per item, each facet's "all" (0) or one of its values: energy with solar gives 00 03 10 13, electronics with
    // PCBA and testing 00 01 02 20 21 22 (division index, then solution index).
    expect(shown.sort()).toEqual(['00', '03', '10', '13', '01', '02', '20', '21', '22'].sort());
    // Energy with PCBA (1,1) matches nothing, so no rule hides the message then.
    expect(shown).not.toContain('11');
  });
});
