import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { appendPeerAddress, recordPeerAddresses } from './peer-address.server';

describe('the connection peer in X-Forwarded-For', () => {
  it('is appended after whatever the request carried, as a proxy appends it', () => {
    const headers: http.IncomingHttpHeaders = { 'x-forwarded-for': '6.6.6.6' };
    appendPeerAddress(headers, '::ffff:198.51.100.4');
    expect(headers['x-forwarded-for']).toBe('6.6.6.6, 198.51.100.4');
    const none: http.IncomingHttpHeaders = {};
    appendPeerAddress(none, '2001:db8::1');
    expect(none['x-forwarded-for']).toBe('2001:db8::1');
  });

  it('reaches the request handler of a Node server, so a visitor cannot replace it', async () => {
    recordPeerAddresses();
    recordPeerAddresses();
    const server = http.createServer((request, response) => response.end(request.headers['x-forwarded-for']));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      expect(await (await fetch(url, { headers: { 'x-forwarded-for': '6.6.6.6' } })).text()).toBe('6.6.6.6, 127.0.0.1');
      expect(await (await fetch(url)).text()).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});
