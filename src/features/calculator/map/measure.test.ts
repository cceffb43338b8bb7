import { describe, expect, it } from 'vitest';
import { mapEstimate } from '../model';
import { fillTemplate, roofAreaM2, splitTemplate } from './measure';

/** A closed ring from corners given as [lng, lat]. */
const polygon = (corners: [number, number][]) => ({
  type: 'Feature' as const,
  properties: { mode: 'polygon' },
  geometry: { type: 'Polygon', coordinates: [[...corners, corners[0]]] },
});

describe('roofAreaM2', () => {
  it('measures a roof in Jeddah geodesically, to 1 decimal', () => {
    // About 20 m × 20 m: 0.00018° of latitude ≈ 19.9 m; 0.00019° of longitude at 21.54° N ≈ 19.7 m.
    const value = roofAreaM2(
      polygon([
        [39.1728, 21.5433],
        [39.17299, 21.5433],
        [39.17299, 21.54348],
        [39.1728, 21.54348],
      ]),
    );
    expect(value).not.toBeNull();
    expect(value!).toBeGreaterThan(380);
    expect(value!).toBeLessThan(400);
    expect(Number.isInteger(value! * 10)).toBe(true);
    expect(mapEstimate(value!).panelCount).toBe(Math.floor(value! / 3.12));
  });

  it('does not depend on the winding direction', () => {
    const corners: [number, number][] = [
      [39.1, 21.5],
      [39.101, 21.5],
      [39.101, 21.501],
      [39.1, 21.501],
    ];
    expect(roofAreaM2(polygon(corners))).toBe(roofAreaM2(polygon([...corners].reverse())));
  });

  it('returns null for no feature, a non-polygon or a flat outline', () => {
    expect(roofAreaM2(null)).toBeNull();
    expect(roofAreaM2(undefined)).toBeNull();
    expect(roofAreaM2({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [39, 21] } })).toBeNull();
    expect(
      roofAreaM2(
        polygon([
          [39.1, 21.5],
          [39.2, 21.5],
          [39.3, 21.5],
        ]),
      ),
    ).toBeNull();
  });
});

describe('templates', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fillTemplate('Location not found: {query}', { query: 'Al Hamra' })).toBe('Location not found: Al Hamra');
    expect(fillTemplate('{a} and {b}', { a: '1' })).toBe('1 and {b}');
    expect(fillTemplate('Price {$}', { query: 'x' })).toBe('Price {$}');
  });

  it('does not reinterpret replacement patterns in values', () => {
    expect(fillTemplate('Location not found: {query}', { query: "$& $' $1" })).toBe("Location not found: $& $' $1");
  });

  it('splits a message around its placeholder', () => {
    expect(splitTemplate('Drawn area: {area} m²', 'area')).toEqual(['Drawn area: ', ' m²']);
    expect(splitTemplate('المساحة المحددة: {area} م²', 'area')).toEqual(['المساحة المحددة: ', ' م²']);
    expect(splitTemplate('No placeholder', 'area')).toBeNull();
  });
});
