import { describe, expect, it } from 'vitest';
import { searchPages } from './site-search';

const pages = [
  { path: '/energy/products/solar-inverters', area: 'energy', title: 'Solar Inverters', description: 'Hybrid and grid-tied inverters.', body: '' },
  {
    path: '/energy/products/battery-storage',
    area: 'energy',
    title: 'Battery Storage',
    description: 'Store solar power.',
    body: 'Pairs with inverters.',
  },
  { path: '/electronics/home', area: 'electronics', title: 'الإلكترونيات', description: 'تصنيع اللوحات الإلكترونيّة', body: 'خدمات التجميع' },
];

describe('site search', () => {
  it('ranks title matches first and needs every word', () => {
    expect(searchPages(pages, 'inverters').map((hit) => hit.path)).toEqual(['/energy/products/solar-inverters', '/energy/products/battery-storage']);
    expect(searchPages(pages, 'solar storage').map((hit) => hit.path)).toEqual(['/energy/products/battery-storage']);
    expect(searchPages(pages, 'wind turbines')).toEqual([]);
  });

  it('finds Arabic without diacritics or hamza', () => {
    expect(searchPages(pages, 'الالكترونيه').map((hit) => hit.path)).toEqual(['/electronics/home']);
    expect(searchPages(pages, 'التجميع').map((hit) => hit.path)).toEqual(['/electronics/home']);
  });

  it('answers nothing for an empty or one-letter query', () => {
    expect(searchPages(pages, '')).toEqual([]);
    expect(searchPages(pages, ' a ')).toEqual([]);
  });
});
