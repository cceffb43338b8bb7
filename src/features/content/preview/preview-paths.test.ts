import { describe, expect, it } from 'vitest';
import { editorHref, isSitePath, previewableRoute, previewPlaceOf, previewStartHref, sitePathOrHome } from './preview-paths';

describe('the exit of a preview goes to a path on this site only', () => {
  it.each(['/', '/about', '/en', '/en/energy/home', '/energy/products/solar-panels?x=1', '/admin/content/about', '/%D8%B9'])('accepts %s', (path) => {
    expect(isSitePath(path)).toBe(true);
    expect(sitePathOrHome(path)).toBe(path);
  });

  it.each([
    ['another host', '//evil.example/x'],
    ['another host after a path', '/a//evil.example'],
    ['a backslash, read as a slash', '/\\evil.example'],
    ['a backslash later on', '/a\\b'],
    ['a scheme', 'https://evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['a relative path', 'about'],
    ['a tab that parsers drop', '/\t/evil.example'],
    ['a newline', '/a\n/b'],
    ['a space', '/a b'],
    ['a dot segment', '/en/../admin'],
    ['a fragment', '/about#x'],
    ['nothing', ''],
    ['no string', undefined],
    ['a list', ['/about']],
    ['a very long path', `/${'a'.repeat(2001)}`],
  ])('refuses %s, going home instead', (_name, value) => {
    expect(isSitePath(value)).toBe(false);
    expect(sitePathOrHome(value)).toBe('/');
  });
});

describe('what can be previewed', () => {
  it('is a public page of the registry', () => {
    expect(previewableRoute('about')?.path).toBe('/about');
    expect(previewableRoute('energy-home')?.path).toBe('/energy/home');
  });

  it('is never a staff screen, the sign-in page or an unknown id', () => {
    for (const id of ['admin-login', 'admin-leads', 'admin-content', 'energy-admin-news', 'admin-security', 'nope', '']) {
      expect(previewableRoute(id)).toBeUndefined();
    }
  });

  it('starts at the preview route with the id and the language', () => {
    expect(previewStartHref('energy-home', 'en')).toBe('/api/admin/content/preview?id=energy-home&locale=en');
  });

  it('links to the editor in the language asked', () => {
    expect(editorHref('about', 'ar')).toBe('/admin/content/about');
    expect(editorHref('about', 'en')).toBe('/en/admin/content/about');
  });
});

describe('the banner reads its place from the address', () => {
  it('on an Arabic page', () => {
    expect(previewPlaceOf('/energy/home')).toEqual({
      locale: 'ar',
      other: { locale: 'en', href: '/en/energy/home' },
      documentId: 'energy-home',
      href: '/energy/home',
    });
  });

  it('on an English page, and on the home page', () => {
    expect(previewPlaceOf('/en/about')).toEqual({ locale: 'en', other: { locale: 'ar', href: '/about' }, documentId: 'about', href: '/en/about' });
    expect(previewPlaceOf('/en')).toEqual({ locale: 'en', other: { locale: 'ar', href: '/' }, documentId: 'home', href: '/en' });
    expect(previewPlaceOf('/')).toEqual({ locale: 'ar', other: { locale: 'en', href: '/en' }, documentId: 'home', href: '/' });
  });

  it('under the internal Arabic prefix as under the public address', () => {
    expect(previewPlaceOf('/ar/about')).toEqual(previewPlaceOf('/about'));
  });

  it('with an editor link only for a page drawn from a content document, when the list is given', () => {
    const documents = { '/energy/app': 'energy-app', '/energy/products/new-pump': 'energy-products-new-pump' };
    expect(previewPlaceOf('/en/energy/app', documents).documentId).toBe('energy-app');
    expect(previewPlaceOf('/energy/products/new-pump', documents).documentId).toBe('energy-products-new-pump');
    expect(previewPlaceOf('/en/about', documents).documentId).toBeUndefined();
    expect(previewPlaceOf('/en/about', documents).other.href).toBe('/about');
  });

  it('without an editor link where the address is no registry page', () => {
    const place = previewPlaceOf('/en/energy/news/12');
    expect(place.documentId).toBeUndefined();
    expect(place.other.href).toBe('/energy/news/12');
  });
});
