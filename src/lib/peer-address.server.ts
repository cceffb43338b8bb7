import { subscribe } from 'node:diagnostics_channel';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * `next start` gives route handlers and server actions no way to read the connection's address: it only fills
 * `X-Forwarded-For` from the socket when the visitor sent none, so without a proxy in front a visitor could name
 * any address. Appending the peer to every request as it arrives, as a reverse proxy does, makes the header's last
 * entry trustworthy (`client-address.ts` reads it). Uses Node's public diagnostics channel for incoming requests,
 * published before the server sees the request.
 */
export function appendPeerAddress(headers: IncomingHttpHeaders, peer: string | undefined): void {
  const address = (peer ?? 'unknown').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const sent = headers['x-forwarded-for'];
  const earlier = (Array.isArray(sent) ? sent.join(', ') : sent)?.trim();
  headers['x-forwarded-for'] = earlier ? `${earlier}, ${address}` : address;
}

const state = globalThis as unknown as { peerAddressesRecorded?: boolean };

/** Starts appending peers for every request this process serves (once per process). */
export function recordPeerAddresses(): void {
  if (state.peerAddressesRecorded) return;
  state.peerAddressesRecorded = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    appendPeerAddress(request.headers, socket.remoteAddress);
  });
}
