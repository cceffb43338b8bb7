/** Whether a nav item is the current section: exact match, or under one of its prefixes. Kept apart so client code stays small. */
export function isActive(item: { href: string; activePrefixes?: readonly string[] }, path: string): boolean {
  if (item.href === path) return true;
  return (item.activePrefixes ?? []).some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
