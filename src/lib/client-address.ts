import { env } from '@/env';

/**
 * The visitor's address, for rate limits only.
 *
 * As each request arrives the server appends the address of the connection's peer to `X-Forwarded-For`
 * (`peer-address.server.ts`), exactly as a reverse proxy does, so the header's last entry is one nobody can forge.
 * `TRUSTED_PROXY_HOPS` says how many proxies in front of the site append their peer too:
 * - 0 (default, no proxy): the last entry, the connection's own peer; anything the visitor sent is ignored;
 * - N: the (N+1)th entry from the right, the address the outermost trusted proxy saw (nginx alone: 1, a CDN and nginx: 2).
 * A request with fewer entries did not pass every trusted proxy (e.g. a health check from the proxy's own host):
 * its leftmost entry, the furthest address known, is taken. This is only safe while the site cannot be reached
 * except through those proxies (a visitor who can reach it directly can write any entries they like).
 */
export function clientAddress(headers: Headers, trustedHops: number = env.TRUSTED_PROXY_HOPS): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'unknown';
  return entries[Math.max(0, entries.length - 1 - trustedHops)]!;
}
