import { afterEach, describe, expect, it, vi } from 'vitest';
import { geocode, geocoderSearchUrl, parseGeocoderResult } from './geocode';

describe('geocoderSearchUrl', () => {
  it('asks for one jsonv2 hit in the visitor language, query encoded', () => {
    expect(geocoderSearchUrl('https://nominatim.openstreetmap.org/search', ' Al Hamra, Jeddah ', 'en')).toBe(
      'https://nominatim.openstreetmap.org/search?format=jsonv2&limit=1&q=Al%20Hamra%2C%20Jeddah&accept-language=en',
    );
    expect(geocoderSearchUrl('https://geo.example/search', 'جدة & مكة', 'ar')).toBe(
      `https://geo.example/search?format=jsonv2&limit=1&q=${encodeURIComponent('جدة & مكة')}&accept-language=ar`,
    );
  });

  it('keeps a query string the endpoint already has', () => {
    expect(geocoderSearchUrl('https://geo.example/search?countrycodes=sa', 'x', 'en')).toBe(
      'https://geo.example/search?countrycodes=sa&format=jsonv2&limit=1&q=x&accept-language=en',
    );
    expect(geocoderSearchUrl('https://geo.example/search?', 'x', 'en')).toBe(
      'https://geo.example/search?format=jsonv2&limit=1&q=x&accept-language=en',
    );
  });
});

describe('parseGeocoderResult', () => {
  it('reads the first place of a Nominatim answer (coordinates are strings)', () => {
    const answer = [
      {
        place_id: 1,
        lat: '21.5433',
        lon: '39.1728',
        display_name: 'Jeddah, Makkah Region, Saudi Arabia',
        boundingbox: ['21.3', '21.8', '39.0', '39.3'],
      },
      { place_id: 2, lat: '24.7136', lon: '46.6753', display_name: 'Riyadh' },
    ];
    expect(parseGeocoderResult(answer)).toEqual({ lat: 21.5433, lng: 39.1728, label: 'Jeddah, Makkah Region, Saudi Arabia' });
  });

  it('accepts numeric coordinates and a missing label', () => {
    expect(parseGeocoderResult([{ lat: 21.5, lon: 39.2 }])).toEqual({ lat: 21.5, lng: 39.2 });
  });

  it('skips malformed places and returns the first usable one', () => {
    expect(parseGeocoderResult([null, { lat: 'x', lon: '1' }, { lat: '', lon: '2' }, { lat: '95', lon: '1' }, { lat: '10', lon: '20' }])).toEqual({
      lat: 10,
      lng: 20,
    });
  });

  it('returns null when nothing is found or the answer is not a list', () => {
    expect(parseGeocoderResult([])).toBeNull();
    expect(parseGeocoderResult({ error: 'Unable to geocode' })).toBeNull();
    expect(parseGeocoderResult(null)).toBeNull();
    expect(parseGeocoderResult('[]')).toBeNull();
    expect(parseGeocoderResult([{ lat: '21', lon: '200' }])).toBeNull();
    expect(parseGeocoderResult([{ lat: 'NaN', lon: 'Infinity' }])).toBeNull();
  });
});

describe('geocode', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches the search address and parses the hit', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify([{ lat: '21.5', lon: '39.1' }]), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(geocode('https://geo.example/search', 'Jeddah', 'ar')).resolves.toEqual({ lat: 21.5, lng: 39.1 });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('https://geo.example/search?format=jsonv2&limit=1&q=Jeddah&accept-language=ar');
  });

  it('treats an HTTP error, bad JSON and a network failure as not found', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('busy', { status: 503 })),
    );
    await expect(geocode('https://geo.example/search', 'x', 'en')).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    await expect(geocode('https://geo.example/search', 'x', 'en')).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(geocode('https://geo.example/search', 'x', 'en')).resolves.toBeNull();
  });

  it('gives up after the timeout with "not found", but rejects when the caller aborts', async () => {
    const hang = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
    );
    vi.stubGlobal('fetch', hang);
    await expect(geocode('https://geo.example/search', 'x', 'en', { timeoutMs: 10 })).resolves.toBeNull();

    const controller = new AbortController();
    const pending = geocode('https://geo.example/search', 'x', 'en', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
