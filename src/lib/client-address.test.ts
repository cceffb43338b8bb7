import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('client address for rate limits', () => {
  it('takes the address the nearest proxy appended, not one the visitor sent', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))).toBe('203.0.113.7');
  });
  it('falls back to X-Real-IP, then to a shared bucket', () => {
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientAddress(new Headers())).toBe('unknown');
  });
});
