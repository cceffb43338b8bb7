import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const forwardedFor = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('client address for rate limits', () => {
  it('without a trusted proxy takes the connection peer the server appended, never what the visitor sent', () => {
    expect(clientAddress(forwardedFor('6.6.6.6, 7.7.7.7, 203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientAddress(forwardedFor('203.0.113.7'), 0)).toBe('203.0.113.7');
  });

  it('behind N trusted proxies takes the address the outermost one saw', () => {
    // nginx appended the visitor, the server appended nginx.
    expect(clientAddress(forwardedFor('6.6.6.6, 198.51.100.4, 10.0.0.2'), 1)).toBe('198.51.100.4');
    // A CDN appended the visitor, nginx appended the CDN edge, the server appended nginx.
    expect(clientAddress(forwardedFor('6.6.6.6, 198.51.100.4,203.0.113.9 , 10.0.0.2'), 2)).toBe('198.51.100.4');
  });

  it('takes the leftmost entry when a request passed fewer proxies than trusted', () => {
    expect(clientAddress(forwardedFor('10.0.0.2'), 2)).toBe('10.0.0.2');
    expect(clientAddress(forwardedFor('198.51.100.4, 10.0.0.2'), 3)).toBe('198.51.100.4');
  });

  it('ignores X-Real-IP and empty entries, and shares one bucket when nothing is known', () => {
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.2' }), 0)).toBe('unknown');
    expect(clientAddress(forwardedFor(' , '), 0)).toBe('unknown');
    expect(clientAddress(forwardedFor('198.51.100.4, ,10.0.0.2'), 1)).toBe('198.51.100.4');
  });
});
