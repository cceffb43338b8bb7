import type { LeadFilters } from './leads.server';

/** Reads the inbox filters from a query string: unknown or malformed values are ignored, never trusted. */
export function filtersFromQuery(query: Record<string, string | string[] | undefined> | URLSearchParams): LeadFilters {
  const get = (key: string) => {
    const value = query instanceof URLSearchParams ? query.get(key) : query[key];
    return typeof value === 'string' ? value.slice(0, 200) : undefined;
  };
  const page = Number(get('page'));
  return {
    form: get('form') || undefined,
    status: get('status') || undefined,
    from: get('from') || undefined,
    to: get('to') || undefined,
    q: get('q') || undefined,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

export function queryOf(filters: LeadFilters, overrides: Partial<LeadFilters> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...overrides })) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
