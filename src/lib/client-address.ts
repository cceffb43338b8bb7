/**
 * The visitor's address, for rate limits. Behind a reverse proxy the first `X-Forwarded-For` entry is the
 * client; `next start` on its own sets the header from the socket.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip') || 'unknown';
}
