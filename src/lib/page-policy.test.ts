import { createHash } from 'node:crypto';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { themeScriptSource } from '@/lib/theme-script-source';
import { filePolicy, originOf, permissionsPolicy, renderedPagePolicy, themeScriptHash } from '@/config/security-headers';
import { cachedPagePolicy } from '@/config/content-security-policy.mjs';
import { crossesPagePolicy, isCachedPage, pagePolicyOf, withPagePolicy } from './page-policy';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('page policies', () => {
  it('no policy allows inline script, another origin, plugins or framing', () => {
    const policies = [filePolicy, cachedPagePolicy(["'sha256-abc='"]), renderedPagePolicy('abc')];
    for (const policy of policies) {
      expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
      expect(policy).toContain("object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'");
      expect(policy).not.toMatch(/https?:/);
    }
    expect(directive(filePolicy, 'script-src')).toBe("script-src 'self'");
    expect(directive(cachedPagePolicy(["'sha256-abc='", "'sha256-def='"]), 'script-src')).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
  });

  it('the calculator adds its map imagery and place search origins only', () => {
    const policy = renderedPagePolicy('n', {
      tileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png',
      labelsUrl: '',
      geocoderUrl: 'https://geo.example:8443/search?countrycodes=sa',
    });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://*.tiles.example");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://geo.example:8443");
    const offline = renderedPagePolicy('n', {
      tileUrl: '/images/maps/offline-tile.png',
      labelsUrl: '',
      geocoderUrl: 'http://127.0.0.1:3000/x',
    });
    expect(directive(offline, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(originOf('HTTPS://Tiles.Example/{z}')).toBe('https://tiles.example');
  });

  it('pages rendered per request run only scripts with the nonce, the theme script by its hash, and what they load', () => {
    expect(directive(renderedPagePolicy('abc'), 'script-src')).toBe(`script-src 'self' 'nonce-abc' ${themeScriptHash} 'strict-dynamic'`);
    expect(themeScriptHash).toBe(`'sha256-${createHash('sha256').update(themeScriptSource).digest('base64')}'`);
  });

  it('turns every powerful feature off but those a page names', () => {
    expect(permissionsPolicy()).toContain('geolocation=(), gyroscope=()');
    expect(permissionsPolicy()).toContain('camera=()');
    expect(permissionsPolicy(['geolocation'])).toContain('geolocation=(self)');
    expect(permissionsPolicy(['geolocation'])).toContain('microphone=()');
  });

  it('knows which pages have their own policy, in both languages', () => {
    expect(pagePolicyOf('/energy/calculator')).toBe('calculator');
    expect(pagePolicyOf('/en/energy/calculator')).toBe('calculator');
    expect(pagePolicyOf('/ar/energy/calculator')).toBe('calculator');
    expect(pagePolicyOf('/en/admin/leads/4')).toBe('staff');
    expect(pagePolicyOf('/energy/admin/news')).toBe('staff');
    expect(pagePolicyOf('/energy/calculators')).toBe('public');
    expect(pagePolicyOf('/en')).toBe('public');
  });

  it('knows which pages are kept in the cache with their own policy', () => {
    for (const path of ['/', '/en', '/en/about', '/energy/news/4', '/electronics/ems']) expect(isCachedPage(path)).toBe(true);
    for (const path of ['/energy/news', '/en/search', '/energy/contact', '/energy/calculator', '/admin/login'])
      expect(isCachedPage(path)).toBe(false);
  });
});

describe('in the proxy', () => {
  const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://site.test${path}`, { headers });

  it('makes the router load a page with another policy as a whole document', () => {
    const fetched = { 'sec-fetch-dest': 'empty' };
    expect(crossesPagePolicy(request('/energy/calculator', { ...fetched, 'next-url': '/ar/energy/home' }))).toBe(true);
    expect(crossesPagePolicy(request('/en/admin/leads', { ...fetched, 'next-url': '/en/energy/calculator' }))).toBe(true);
    expect(crossesPagePolicy(request('/en/about', { ...fetched, 'next-url': '/en/energy/calculator' }))).toBe(true);
    expect(crossesPagePolicy(request('/energy/calculator', fetched))).toBe(true);
    expect(crossesPagePolicy(request('/energy/calculator?bill=900', { ...fetched, 'next-url': '/ar/energy/calculator' }))).toBe(false);
    expect(crossesPagePolicy(request('/en/about', { ...fetched, 'next-url': '/en' }))).toBe(false);
    expect(crossesPagePolicy(request('/en/about', fetched))).toBe(false);
    // Page loads are never refused.
    expect(crossesPagePolicy(request('/energy/calculator', { 'sec-fetch-dest': 'document', 'next-url': '/en' }))).toBe(false);
    expect(crossesPagePolicy(request('/energy/calculator'))).toBe(false);
  });

  it('gives a staff screen a fresh nonce, on the request for Next and on the response for the browser', async () => {
    const policies: (string | null)[] = [];
    for (let round = 0; round < 2; round += 1) {
      const incoming = request('/admin/login');
      const response = await withPagePolicy(incoming, () => new Response('page'));
      expect(incoming.headers.get('content-security-policy')).toBe(response.headers.get('content-security-policy'));
      policies.push(response.headers.get('content-security-policy'));
    }
    expect(policies[0]).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(policies[0]).not.toBe(policies[1]);
  });

  it('lets the calculator use geolocation, and leaves cached pages to the policy they are kept with', async () => {
    const calculator = await withPagePolicy(request('/en/energy/calculator'), () => new Response('page'));
    expect(calculator.headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(calculator.headers.get('content-security-policy')).toContain('img-src');
    const about = await withPagePolicy(request('/en/about'), () => new Response('page'));
    expect(about.headers.get('content-security-policy')).toBeNull();
    const news = await withPagePolicy(request('/en/energy/news'), () => new Response('page'));
    expect(news.headers.get('content-security-policy')).toMatch(/'nonce-/);
  });
});
