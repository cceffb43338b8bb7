import { describe, expect, it } from 'vitest';
import { accessFor, pageRoutes, patternRoutes, requiresSignIn } from '@/config/routes';
import { isStaffPath, openStaffPaths, signInPath, welcomePath } from '@/config/staff-paths';
import { can, staffHome } from './permissions';

describe('staff roles', () => {
  it('let editors work on the news and nothing else; admins on everything', () => {
    expect(can('editor', 'news')).toBe(true);
    expect(can('editor', 'leads')).toBe(false);
    expect(can('editor', 'users')).toBe(false);
    for (const permission of ['news', 'leads', 'users'] as const) expect(can('admin', permission)).toBe(true);
  });

  it('grant nothing to a role the site does not know', () => {
    expect(can('superuser', 'news')).toBe(false);
    expect(can('', 'leads')).toBe(false);
  });

  it('start each role on a screen it may open', () => {
    expect(staffHome('admin')).toBe('/admin/leads');
    expect(staffHome('editor')).toBe('/energy/admin/news');
  });
});

describe('the staff area in the route registry', () => {
  it('keeps every staff screen under the staff prefixes, and nothing else there', () => {
    for (const route of pageRoutes) expect(isStaffPath(route.path), route.path).toBe(route.area === 'admin');
    for (const route of patternRoutes.filter((r) => r.area === 'admin')) expect(route.access, route.id).toBeDefined();
  });

  it('says what each staff screen needs, and asks sign-in for all but signing in and accepting an invitation', () => {
    expect(accessFor('/admin/leads')).toBe('leads');
    expect(accessFor('/admin/leads/42')).toBe('leads');
    expect(accessFor('/energy/admin/news')).toBe('news');
    expect(accessFor('/about')).toBeUndefined();
    expect(requiresSignIn(signInPath)).toBe(false);
    expect(requiresSignIn(welcomePath)).toBe(false);
    expect(accessFor(welcomePath)).toBeUndefined();
    expect(requiresSignIn('/admin/anything-new')).toBe(true);
    expect(requiresSignIn('/admin/welcome/more')).toBe(true);
    for (const route of pageRoutes.filter((r) => r.area === 'admin' && !openStaffPaths.includes(r.path))) {
      expect(route.access, route.id).toBeDefined();
      expect(requiresSignIn(route.path)).toBe(true);
    }
  });
});
