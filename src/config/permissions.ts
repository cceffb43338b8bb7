/**
 * What each staff role may do, in one place. Pages, server actions and APIs all ask `can`;
 * the staff navigation shows only what the role allows. Pure, so client components may import it.
 */
export const roles = ['admin', 'editor'] as const;
export type Role = (typeof roles)[number];

/**
 * `news`: the news editor; `content`: the pages' content editor, its previews and publishing; `audit`: the log of what
 * staff did to content; `leads`: the enquiry inbox, its detail pages and CSV export (personal data); `users`: staff
 * accounts; `redirects`: the list of moved addresses; `self`: one's own account (its sign-in security), for every role.
 */
export type Permission = 'news' | 'content' | 'audit' | 'leads' | 'users' | 'redirects' | 'self';

const granted: Record<Role, readonly Permission[]> = {
  admin: ['news', 'content', 'audit', 'leads', 'users', 'redirects', 'self'],
  editor: ['news', 'content', 'self'],
};

export const isRole = (value: unknown): value is Role => roles.includes(value as Role);

/** An unknown role stored by hand grants nothing. */
export function can(role: string, permission: Permission): boolean {
  return isRole(role) && granted[role].includes(permission);
}

/** Where a role starts after signing in when no other staff screen was asked for. */
export function staffHome(role: string): string {
  return can(role, 'leads') ? '/admin/leads' : '/energy/admin/news';
}
