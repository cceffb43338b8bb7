import { describe, expect, it } from 'vitest';
import { decide, isPagePath, refusal } from './proxy-rules';

describe('request routing before render', () => {
  it('lets known pages through in both languages', () => {
    expect(decide('/', '')).toEqual({ kind: 'continue' });
    expect(decide('/en', '')).toEqual({ kind: 'continue' });
    expect(decide('/energy/home', '')).toEqual({ kind: 'continue' });
    expect(decide('/en/electronics/ems/smt-assembly', '')).toEqual({ kind: 'continue' });
  });

  it('serves the R&D page at /electronics/rd, and sends the spec’s R&D address there for good, typed or percent-encoded', () => {
    expect(decide('/electronics/rd', '')).toEqual({ kind: 'continue' });
    expect(decide('/en/electronics/rd', '')).toEqual({ kind: 'continue' });
    expect(decide('/electronics/R&D', '')).toEqual({ kind: 'redirect', location: '/electronics/rd', status: 308 });
    expect(decide('/electronics/R%26D', '')).toEqual({ kind: 'redirect', location: '/electronics/rd', status: 308 });
    expect(decide('/en/electronics/R%26D', '?utm_source=mail')).toEqual({
      kind: 'redirect',
      location: '/en/electronics/rd?utm_source=mail',
      status: 308,
    });
    expect(decide('/en/electronics/R&D/services', '')).toEqual({ kind: 'redirect', location: '/en/electronics/rd/services', status: 308 });
  });

  it('sends unknown paths home in the same language', () => {
    expect(decide('/no-such-page', '')).toMatchObject({ kind: 'redirect', location: '/' });
    expect(decide('/en/energy/nowhere', '')).toMatchObject({ kind: 'redirect', location: '/en' });
  });

  it('follows the spec redirects with the defects fixed', () => {
    expect(decide('/energy', '')).toMatchObject({ location: '/energy/home' });
    expect(decide('/energy/applications', '')).toMatchObject({ location: '/energy/applications/overview' });
    expect(decide('/en/energy/Applications', '')).toMatchObject({ location: '/en/energy/applications/overview' });
    expect(decide('/electronics/services', '')).toMatchObject({ location: '/electronics/ems/manufacturing' });
    expect(decide('/electronics/projects', '')).toMatchObject({ location: '/electronics/products' });
    expect(decide('/home', '')).toMatchObject({ location: '/' });
    expect(decide('/solutions/home', '')).toMatchObject({ location: '/solutions' });
  });

  it('keeps the query string through a redirect', () => {
    expect(decide('/energy', '?utm_source=mail')).toMatchObject({ location: '/energy/home?utm_source=mail' });
  });

  it('turns ?lng= into a remembered choice and a clean address', () => {
    expect(decide('/energy/home', '?lng=en&grid=on')).toEqual({
      kind: 'redirect',
      location: '/en/energy/home?grid=on',
      status: 307,
      setLocale: 'en',
    });
    expect(decide('/en/about', '?lng=ar')).toEqual({ kind: 'redirect', location: '/about', status: 307, setLocale: 'ar' });
  });

  it('drops a malformed ?lng= without remembering it', () => {
    const decision = decide('/about', '?lng=%3Cscript%3E');
    expect(decision).toEqual({ kind: 'redirect', location: '/about', status: 307 });
  });

  it('answers malformed or over-long addresses with a redirect home, never an error', () => {
    expect(decide('/%E0%A4%A', '')).toMatchObject({ kind: 'redirect', location: '/' });
    expect(decide('/' + 'a'.repeat(5000), '')).toMatchObject({ kind: 'redirect', location: '/' });
  });
});

describe('the visitor’s language, decided only at the bare home address', () => {
  const english = { kind: 'redirect', location: '/en', status: 307, personal: true };

  it('sends a reader of English arriving at / to /en, by cookie or by browser, keeping the query', () => {
    expect(decide('/', '', false, { localeCookie: 'en' })).toEqual(english);
    expect(decide('/', '', false, { acceptLanguage: 'en-US,en;q=0.9' })).toEqual(english);
    expect(decide('/', '?utm_source=mail', false, { acceptLanguage: 'en' })).toMatchObject({ location: '/en?utm_source=mail' });
  });

  it('lets everyone else have the Arabic home page: Arabic or other browsers, and no language at all', () => {
    for (const acceptLanguage of ['ar', 'ar-SA,en;q=0.8', 'fr-FR,fr;q=0.9', '', '*', null]) {
      expect(decide('/', '', false, { acceptLanguage }), String(acceptLanguage)).toEqual({ kind: 'continue' });
    }
    expect(decide('/', '')).toEqual({ kind: 'continue' });
  });

  it('weighs the browser’s languages by q-value, in the order listed when equal, and never picks one marked q=0', () => {
    expect(decide('/', '', false, { acceptLanguage: 'ar;q=0.5, en;q=0.8' })).toEqual(english);
    expect(decide('/', '', false, { acceptLanguage: 'en;q=0.5, ar-SA;q=0.8' })).toEqual({ kind: 'continue' });
    expect(decide('/', '', false, { acceptLanguage: 'fr, en-GB, ar' })).toEqual(english);
    expect(decide('/', '', false, { acceptLanguage: 'fr, ar, en-GB' })).toEqual({ kind: 'continue' });
    expect(decide('/', '', false, { acceptLanguage: 'en;q=0, ar;q=0.1' })).toEqual({ kind: 'continue' });
  });

  it('lets a remembered choice beat the browser, and ignores a cookie that names no language of the site', () => {
    expect(decide('/', '', false, { localeCookie: 'ar', acceptLanguage: 'en-US,en' })).toEqual({ kind: 'continue' });
    expect(decide('/', '', false, { localeCookie: 'en', acceptLanguage: 'ar' })).toEqual(english);
    expect(decide('/', '', false, { localeCookie: 'fr', acceptLanguage: 'en' })).toEqual(english);
  });

  it('serves every other unprefixed address in Arabic whoever asks', () => {
    const reader = { localeCookie: 'en', acceptLanguage: 'en-US,en' };
    for (const path of ['/about', '/energy/products/solar-panels', '/contact', '/energy/news/1'])
      expect(decide(path, '', false, reader), path).toEqual({ kind: 'continue' });
  });

  it('keeps the language of a visitor moving within the site: a link to / from an Arabic page stays Arabic', () => {
    expect(decide('/', '', false, { localeCookie: 'en', arriving: false })).toEqual({ kind: 'continue' });
  });

  it('lets ?lng= at / decide before the cookie or the browser', () => {
    expect(decide('/', '?lng=ar', false, { localeCookie: 'en', acceptLanguage: 'en' })).toEqual({
      kind: 'redirect',
      location: '/',
      status: 307,
      setLocale: 'ar',
    });
    expect(decide('/', '?lng=en', false, { acceptLanguage: 'ar' })).toEqual({ kind: 'redirect', location: '/en', status: 307, setLocale: 'en' });
  });
});

describe('staff screens', () => {
  it('send visitors without a session to sign-in, remembering where they were going', () => {
    expect(decide('/admin/leads', '?status=new')).toEqual({
      kind: 'redirect',
      location: '/admin/login?next=%2Fadmin%2Fleads%3Fstatus%3Dnew',
      status: 307,
    });
    expect(decide('/en/energy/admin/news', '')).toMatchObject({ location: '/en/admin/login?next=%2Fenergy%2Fadmin%2Fnews' });
    expect(decide('/admin/leads/12', '')).toMatchObject({ kind: 'redirect' });
  });

  it('let the sign-in page and signed-in staff through', () => {
    expect(decide('/admin/login', '')).toEqual({ kind: 'continue' });
    expect(decide('/admin/leads', '', true)).toEqual({ kind: 'continue' });
    expect(decide('/admin/leads/12', '', true)).toEqual({ kind: 'continue' });
  });
});

describe('requests refused before routing', () => {
  const request = (extra: Partial<Parameters<typeof refusal>[0]>) => ({
    method: 'GET',
    pathname: '/',
    origin: null,
    host: 'site.example',
    siteUrl: 'https://site.example',
    ...extra,
  });

  it('answers 400 to a path whose percent-encoding cannot be read, wherever it points', () => {
    for (const pathname of ['/%', '/locales/%/x.json', '/media/news/%E0.webp', '/api/health%', '/sitemap.xml%']) {
      expect(refusal(request({ pathname })), pathname).toBe(400);
    }
    expect(refusal(request({ pathname: '/electronics/R%26D' }))).toBeNull();
  });

  it('answers 403 to a form posted to a page from another site, and lets the site’s own and the API’s through', () => {
    expect(refusal(request({ method: 'POST', pathname: '/en/contact', origin: 'https://evil.example' }))).toBe(403);
    expect(refusal(request({ method: 'POST', pathname: '/en/contact', origin: 'null' }))).toBe(403);
    expect(refusal(request({ method: 'POST', pathname: '/en/contact', origin: 'https://site.example' }))).toBeNull();
    expect(refusal(request({ method: 'POST', pathname: '/en/contact' }))).toBeNull();
    expect(refusal(request({ method: 'POST', pathname: '/api/leads', origin: 'https://partner.example' }))).toBeNull();
  });

  it('compares the whole origin with the site’s: another scheme or port of the same host is another site', () => {
    const post = (origin: string, extra: Partial<Parameters<typeof refusal>[0]> = {}) =>
      refusal(request({ method: 'POST', pathname: '/en/admin/login', origin, ...extra }));
    expect(post('http://site.example')).toBe(403);
    expect(post('https://site.example:8443')).toBe(403);
    expect(post('https://site.example:443')).toBeNull();
    // A plain-HTTP site refuses its host over HTTPS, the probe's finding.
    const plain = { siteUrl: 'http://site.example', host: 'site.example' };
    expect(post('https://site.example', plain)).toBe(403);
    expect(post('http://site.example', plain)).toBeNull();
  });

  it('routes pages only', () => {
    expect(isPagePath('/en/energy/home')).toBe(true);
    for (const pathname of ['/api/leads', '/locales/en/nav.json', '/images/x.svg', '/_next/data']) expect(isPagePath(pathname), pathname).toBe(false);
  });

  it('routes a dotted address as a page when a page family claims it, so a malformed article id gets its not-found page', () => {
    for (const pathname of ['/energy/news/1.5', '/en/energy/news/x.y']) expect(isPagePath(pathname), pathname).toBe(true);
    // Unknown dotted addresses match no route and are answered by the not-found page of unmatched addresses.
    for (const pathname of ['/x.css', '/en/wp-login.php', '/energy/x.png', '/icon.svg']) expect(isPagePath(pathname), pathname).toBe(false);
  });
});
