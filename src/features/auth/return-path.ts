import { accessFor } from '@/config/routes';
import { can, staffHome } from '@/config/permissions';

/**
 * Where sign-in leads back to: a staff screen of this site that the role may open, as the sign-in form's `next`
 * field carried it. Anything else (another site, `//host`, `/\host`, control characters such as CR/LF that would
 * break the redirect header, a screen the role may not open) leads to the role's own start screen instead.
 */
export function safeReturnPath(value: unknown, role: string): string {
  const fallback = staffHome(role);
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value) || value.length > 512) return fallback;
  const access = accessFor(value.split(/[?#]/)[0]!);
  return access && can(role, access) ? value : fallback;
}
