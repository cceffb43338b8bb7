import { describe, expect, it } from 'vitest';
import { isSiteOrigin } from './same-origin';

describe('the site’s own origin', () => {
  it('is PUBLIC_SITE_URL’s, compared whole: scheme, host and port', () => {
    const site = { siteUrl: 'https://www.example.sa', host: 'www.example.sa' };
    expect(isSiteOrigin('https://www.example.sa', site)).toBe(true);
    expect(isSiteOrigin('https://WWW.example.sa:443', site)).toBe(true);
    for (const origin of ['http://www.example.sa', 'https://www.example.sa:8443', 'https://example.sa', 'https://evil.example', 'null', '']) {
      expect(isSiteOrigin(origin, site), origin).toBe(false);
    }
  });

  it('on HTTPS, is never the host a request names, nor what X-Forwarded-Host would say', () => {
    // The API gate used to accept a foreign origin when X-Forwarded-Host named it.
    expect(isSiteOrigin('https://evil.example', { siteUrl: 'https://www.example.sa', host: 'evil.example' })).toBe(false);
  });

  it('on plain HTTP (a demo or test server), is also the http:// origin it was reached at, never https://', () => {
    const local = { siteUrl: 'http://localhost:3000', host: '127.0.0.1:3200' };
    expect(isSiteOrigin('http://127.0.0.1:3200', local)).toBe(true);
    expect(isSiteOrigin('http://localhost:3000', local)).toBe(true);
    // The probe's finding: the same host over another scheme was accepted.
    expect(isSiteOrigin('https://127.0.0.1:3200', local)).toBe(false);
    expect(isSiteOrigin('http://127.0.0.1:3201', local)).toBe(false);
    expect(isSiteOrigin('http://127.0.0.1:3200', { ...local, host: null })).toBe(false);
  });
});
