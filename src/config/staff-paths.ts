/** Everything under these prefixes is for signed-in staff only, including screens other issues add. */
export const staffPrefixes = ['/admin', '/energy/admin'] as const;

export function isStaffPath(path: string): boolean {
  return staffPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
