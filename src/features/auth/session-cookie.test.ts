import { describe, expect, it } from 'vitest';
import { staffCookieName } from './session-cookie';

describe('staff cookie names', () => {
  it('carry the __Host- prefix when the site is served over HTTPS, so no subdomain or plain-HTTP page can plant one', () => {
    expect(staffCookieName('session', 'https://www.example.sa')).toBe('__Host-session');
    expect(staffCookieName('sign_in_pending', 'https://www.example.sa')).toBe('__Host-sign_in_pending');
  });

  it('stay plain on an HTTP demo site, where browsers would refuse a __Host- cookie (it must be Secure)', () => {
    expect(staffCookieName('session', 'http://localhost:3000')).toBe('session');
  });
});
