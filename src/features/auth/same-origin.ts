/**
 * Whether a request's `Origin` is this site's own, compared whole (scheme, host and port), for staff form posts,
 * server actions and staff APIs. The site's origin is `PUBLIC_SITE_URL`'s. A site on plain HTTP (a demo or a test
 * server, reached by whatever name or port) also accepts the `http://` origin of the `Host` it was reached at; a site
 * on HTTPS accepts nothing else. `X-Forwarded-Host` is never read: anyone can send it.
 */
export function isSiteOrigin(origin: string, { siteUrl, host }: { siteUrl: string; host: string | null }): boolean {
  const given = originOf(origin);
  if (!given) return false;
  if (given === originOf(siteUrl)) return true;
  return siteUrl.startsWith('http://') && host !== null && given === originOf(`http://${host}`);
}

/** The serialised origin of an address (`https://site.example:8443`), or undefined when it has none (`null`, garbage). */
function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}
