import { env } from '../../env';

/**
 * A staff cookie's name. On a site served over HTTPS it carries the `__Host-` prefix, which browsers accept only
 * with `Secure`, `Path=/` and no `Domain`: no page on another subdomain, and nothing sent over plain HTTP, can set
 * or overwrite it (a planted session would otherwise survive as the staff member's own).
 */
export function staffCookieName(name: string, siteUrl: string = env.PUBLIC_SITE_URL): string {
  return siteUrl.startsWith('https://') ? `__Host-${name}` : name;
}

/** Name of the staff session cookie: shared by the proxy (edge of the app) and the session code. */
export const SESSION_COOKIE = staffCookieName('session');
