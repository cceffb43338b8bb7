import { isIPv6 } from 'node:net';
import { env } from '@/env';

/**
 * The visitor's address, for rate limits only: an IPv6 address stands for its whole /64 (`2001:db8:1:2::/64`),
 * since one subscriber is routinely given a /64 and can pick any of its 2^64 addresses for each request.
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
  return rateLimitBucket(entries[Math.max(0, entries.length - 1 - trustedHops)]!);
}

/** An IPv6 address as its /64 network, written the same way however the address was written; anything else as it is. */
export function rateLimitBucket(address: string): string {
  const bare = address.replace(/^\[(.*)\](?::\d+)?$/, '$1').replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  // An embedded IPv4 address (`64:ff9b::192.0.2.1`) fills the last two groups, which the /64 never reaches.
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const [written, compressed] = bare.split('::');
  const head = groups(written);
  const tail = groups(compressed);
  const all = [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
