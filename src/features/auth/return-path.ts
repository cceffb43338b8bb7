import { requiresSignIn } from '@/config/routes';

const fallback = '/admin/leads';

/**
 * Where sign-in leads back to: a staff path of this site, as the sign-in form's `next` field carried it. Anything
 * else (another site, `//host`, `/\host`, control characters such as CR/LF that would break the redirect header)
 * leads to the leads inbox instead.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value) || value.length > 512) return fallback;
  const path = value.split(/[?#]/)[0]!;
  return requiresSignIn(path) ? value : fallback;
}
