/**
 * Place search for the roof map through a Nominatim-compatible endpoint (DESIGN.md, maps row).
 * Pure helpers: the component calls them on submit only, never per keystroke (Nominatim's usage policy).
 */

export type GeocoderHit = { lat: number; lng: number; label?: string };

/** `${endpoint}?format=jsonv2&limit=1&q=…&accept-language=…`; keeps any query string the endpoint already carries. */
export function geocoderSearchUrl(endpoint: string, query: string, locale: 'ar' | 'en'): string {
  const separator = endpoint.includes('?') ? (/[?&]$/.test(endpoint) ? '' : '&') : '?';
  return `${endpoint}${separator}format=jsonv2&limit=1&q=${encodeURIComponent(query.trim())}&accept-language=${locale}`;
}

const toCoordinate = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

/**
 * The first usable hit of a Nominatim `jsonv2` answer (an array of places whose `lat`/`lon` are strings),
 * or null for an empty answer, an error object or anything malformed. Coordinates outside the globe are rejected.
 */
export function parseGeocoderResult(json: unknown): GeocoderHit | null {
  if (!Array.isArray(json)) return null;
  for (const place of json as unknown[]) {
    if (typeof place !== 'object' || place === null) continue;
    const { lat, lon, display_name: label } = place as Record<string, unknown>;
    const latitude = toCoordinate(lat);
    const longitude = toCoordinate(lon);
    if (latitude === undefined || longitude === undefined) continue;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) continue;
    return typeof label === 'string' && label ? { lat: latitude, lng: longitude, label } : { lat: latitude, lng: longitude };
  }
  return null;
}

/**
 * Looks a place up. Resolves to null when nothing is found, the service cannot be reached or it takes longer than
 * `timeoutMs` (the page shows the same "not found" message for all three); rejects with an AbortError only when `signal` aborts.
 */
export async function geocode(
  endpoint: string,
  query: string,
  locale: 'ar' | 'en',
  { signal, timeoutMs = 10_000 }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<GeocoderHit | null> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, timeoutMs);
  try {
    if (signal?.aborted) abort();
    const response = await fetch(geocoderSearchUrl(endpoint, query, locale), { signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    return parseGeocoderResult(await response.json());
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
