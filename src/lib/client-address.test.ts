import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitBucket } from './client-address';

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

describe('rate-limit buckets', () => {
  it('count every address of one IPv6 /64 as one visitor, however it is written', () => {
    const bucket = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:fffe',
      '2001:DB8:1:2:a::',
      '[2001:db8:1:2::9]:443',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(rateLimitBucket(address), address).toBe(bucket);
    }
    expect(rateLimitBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitBucket('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitBucket('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('keep IPv4 addresses and unknown values as they are', () => {
    expect(rateLimitBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitBucket('unknown')).toBe('unknown');
  });

  it('are what the client address answers', () => {
    expect(clientAddress(forwardedFor('2001:db8:1:2::7'), 0)).toBe('2001:db8:1:2::/64');
    expect(clientAddress(forwardedFor('2001:db8:1:2::8'), 0)).toBe(clientAddress(forwardedFor('2001:db8:1:2:ab::c'), 0));
  });
});
