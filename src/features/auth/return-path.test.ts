import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('the page sign-in leads back to', () => {
  it('is the staff page the visitor came from, when the role may open it', () => {
    expect(safeReturnPath('/energy/admin/news', 'admin')).toBe('/energy/admin/news');
    expect(safeReturnPath('/admin/leads?status=new', 'admin')).toBe('/admin/leads?status=new');
    expect(safeReturnPath('/admin/leads/12', 'admin')).toBe('/admin/leads/12');
    expect(safeReturnPath('/energy/admin/news', 'editor')).toBe('/energy/admin/news');
  });

  it("is the role's start screen for a screen the role may not open: editors never land in the leads", () => {
    expect(safeReturnPath('/admin/leads', 'editor')).toBe('/energy/admin/news');
    expect(safeReturnPath('/admin/leads/12', 'editor')).toBe('/energy/admin/news');
    expect(safeReturnPath('/energy/admin/news', 'retired-role')).toBe('/energy/admin/news');
  });

  it('is the start screen for anything else: public pages, other sites, broken or injected values', () => {
    for (const value of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/about',
      '/admin/login',
      '/admin/leads\r\nSet-Cookie: x=1',
      '/admin/leads\n',
    ]) {
      expect(safeReturnPath(value, 'admin'), JSON.stringify(value)).toBe('/admin/leads');
    }
  });
});
