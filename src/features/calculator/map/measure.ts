/** Measuring the outlined roof and wording the result; pure, so the unit tests run them in Node. */
import area from '@turf/area';

type PolygonLike = { type: 'Feature'; geometry: { type: string; coordinates: unknown }; properties: unknown };

/**
 * Geodesic area of a drawn polygon in m², rounded to 1 decimal; null for anything that is not a polygon
 * with a positive, finite area (a degenerate outline measures nothing).
 */
export function roofAreaM2(feature: PolygonLike | null | undefined): number | null {
  if (!feature || feature.geometry?.type !== 'Polygon') return null;
  const squareMetres = area(feature as Parameters<typeof area>[0]);
  if (!Number.isFinite(squareMetres) || squareMetres <= 0) return null;
  const rounded = Math.round(squareMetres * 10) / 10;
  return rounded > 0 ? rounded : null;
}

/** Splits a message such as "Drawn area: {area} m²" around its placeholder, so the value can be styled on its own. */
export function splitTemplate(template: string, key: string): [before: string, after: string] | null {
  const token = `{${key}}`;
  const index = template.indexOf(token);
  if (index === -1) return null;
  return [template.slice(0, index), template.slice(index + token.length)];
}

/** Replaces every `{key}` of a message with its value. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (Object.hasOwn(values, key) ? (values[key] ?? match) : match));
}
