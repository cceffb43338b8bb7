/**
 * The staff area's one rule: everything under these prefixes is for signed-in staff only (the sign-in page
 * excepted), whatever screens are added later. The route registry's staff screens must live here (tested), the
 * proxy sends visitors without a session to sign-in, robots.txt disallows them in both languages, and the
 * page loader stays out of them. Kept apart from the registry so client components can import it cheaply.
 */
export const staffPrefixes = ['/admin', '/energy/admin'] as const;

export const signInPath = '/admin/login';

/** Where an invited person creates their account from the e-mailed link: open without a session, like sign-in. */
export const welcomePath = '/admin/welcome';

/** The staff screens open without a session: signing in, and accepting an invitation. */
export const openStaffPaths: readonly string[] = [signInPath, welcomePath];

/** Staff accounts: invitations, roles, disabling, two-factor resets (admins). */
export const staffPath = '/admin/staff';

/** Moved addresses: entries' old slugs and redirects admins add (admins). */
export const redirectsPath = '/admin/redirects';

/** The certificates library: each certificate, its dates and file (editors and admins). */
export const certificatesPath = '/admin/certificates';

/** The media library: every uploaded picture and document, described once (editors and admins). */
export const mediaPath = '/admin/media';

/** Where staff set up two-factor sign-in, and where an account is held while its role requires it and it has none. */
export const securityPath = '/admin/security';

export function isStaffPath(path: string): boolean {
  return staffPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
