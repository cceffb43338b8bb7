import { describe, expect, it } from 'vitest';
import { pageOfSocialImage, socialImagePath } from './paths';
import { fitTitle, runsOf, wrapWords } from './title-lines';

describe('a title laid out for its shared-link picture', () => {
  it('cuts a line into its Arabic and Latin runs, figures and codes kept whole', () => {
    expect(runsOf('الألواح عالية الكفاءة 550 W')).toEqual([
      { text: 'الألواح عالية الكفاءة', latin: false },
      { text: '550 W', latin: true },
    ]);
    expect(runsOf('شهادة ISO 9001:2015 للجودة').map((run) => run.text)).toEqual(['شهادة', 'ISO 9001:2015', 'للجودة']);
    expect(runsOf('Solar panels 550 W')).toEqual([{ text: 'Solar panels 550 W', latin: true }]);
    expect(runsOf('\u2066ISO\u2069 ')).toEqual([{ text: 'ISO', latin: true }]);
  });

  it('wraps by words within the width, and shrinks or shortens a long title to its lines', () => {
    expect(wrapWords('Solar water pumps for farms', 480, 60)).toEqual(['Solar water', 'pumps for farms']);
    const long = 'High-efficiency monocrystalline solar panels for rooftops, carports and utility-scale plants across the Kingdom';
    const fitted = fitTitle(long, 560, [64, 54, 46], 3);
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    expect(fitted.fontSize).toBe(46);
    expect(fitTitle('Solar panels', 560, [64, 54, 46], 3)).toEqual({ fontSize: 64, lines: ['Solar panels'] });
  });

  it('drops direction controls pasted into a title', () => {
    expect(wrapWords('\u2066ISO\u2069 شهادة', 1000, 40)).toEqual(['ISO شهادة']);
  });
});

describe('the address of a page’s drawn picture', () => {
  it('names the page, the home included, and nothing else', () => {
    expect(socialImagePath('/energy/products/solar-panels', 'ar')).toBe('/social/ar/energy/products/solar-panels.png');
    expect(socialImagePath('/', 'en')).toBe('/social/en/index.png');
    expect(pageOfSocialImage(['energy', 'products', 'solar-panels.png'])).toBe('/energy/products/solar-panels');
    expect(pageOfSocialImage(['index.png'])).toBe('/');
    for (const segments of [['energy', 'home'], ['..', 'x.png'], ['energy.png', 'home.png'], ['Energy', 'home.png'], []]) {
      expect(pageOfSocialImage(segments), segments.join('/')).toBeUndefined();
    }
  });
});
