/**
 * The visitor's address, for rate limits only. In production the site runs behind a reverse proxy that
 * appends the address it saw to `X-Forwarded-For` (nginx: `proxy_add_x_forwarded_for`), so the last entry
 * is the one a visitor cannot forge; without a proxy, `next start` fills the header from the socket.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || headers.get('x-real-ip') || 'unknown';
}
