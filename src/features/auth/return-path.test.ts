import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('the page sign-in leads back to', () => {
  it('is the staff page the visitor came from', () => {
    expect(safeReturnPath('/energy/admin/news')).toBe('/energy/admin/news');
    expect(safeReturnPath('/admin/leads?status=new')).toBe('/admin/leads?status=new');
  });

  it('is the inbox for anything else: public pages, other sites, broken or injected values', () => {
    for (const value of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/about',
      '/admin/leads\r\nSet-Cookie: x=1',
      '/admin/leads\n',
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBe('/admin/leads');
    }
  });
});
