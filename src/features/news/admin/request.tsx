'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/** Why a call to the staff API did not succeed: no answer at all, or an answer with an error status. */
export type Failure = { kind: 'network' } | { kind: 'unreadable' } | { kind: 'status'; status: number; body: Record<string, unknown> };

export type Outcome<T> = { ok: true; status: number; data: T } | { ok: false; failure: Failure };

/** A same-origin JSON call to the staff API (the browser adds the Origin header the server checks). */
export async function requestJson<T>(url: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<Outcome<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      cache: 'no-store',
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, failure: { kind: 'network' } };
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    return { ok: false, failure: { kind: 'status', status: response.status, body } };
  }
  if (data === undefined) return { ok: false, failure: { kind: 'unreadable' } };
  return { ok: true, status: response.status, data: data as T };
}

/** Explains a failure in the panel's language. */
export function useFailureText(): (failure: Failure) => string {
  const t = useTranslations('newsAdmin.reasons');
  return useCallback(
    (failure: Failure) => {
      if (failure.kind !== 'status') return t(failure.kind);
      const known: Record<number, string> = { 401: 'unauthorized', 403: 'forbidden', 404: 'notFound', 413: 'tooLarge', 422: 'invalid' };
      const key = known[failure.status];
      return key ? t(key) : t('status', { status: String(failure.status) });
    },
    [t],
  );
}
