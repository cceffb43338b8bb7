import { getTranslations } from 'next-intl/server';
import { seedEntryOf } from '@/config/collections';
import { allLinksOf, type AreaNavigation, type NavEntries, type NavLink } from '@/config/navigation';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';

/**
 * Navigation with labels resolved and hrefs localized: what the client islands receive as props, so every page's
 * payload carries it. Only what they draw: a link is its address (also its React key) and words; a top-level item
 * adds the unprefixed path and prefixes that mark it current.
 */
export type ResolvedLink = { label: string; href: string; description?: string; image?: string };
export type ResolvedGroup = { label?: string; links: ResolvedLink[] };
export type ResolvedItem = ResolvedLink & { path: string; activePrefixes: string[]; groups?: ResolvedGroup[]; overviewLabel?: string };

/** A localized address that may name an anchor: `/#divisions` becomes `/en#divisions`, not `/en/#divisions`. */
function localizedHref(href: string, locale: Locale): string {
  const [path = '/', anchor] = href.split('#');
  return localizedPath(path, locale) + (anchor ? `#${anchor}` : '');
}

/** A collection's entry as menus show it (decision 013): its address, catalogue category, and title and card line in the page's language. */
export type NavEntry = { id: string; collection: string; category?: string; path: string; label: string; description?: string };

/**
 * Navigation in one language. With `entries` (the collections' entries visitors can reach), a link to a seed entry
 * follows it to its address or leaves the menus when it is no longer reachable, and groups that list a collection
 * take the entries no menu of the area links yet; without, the registry's links as they are.
 */
export async function resolveNavigation(nav: AreaNavigation, locale: Locale, entries?: readonly NavEntry[]) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const resolve = (entry: NavLink, withDescription = false): ResolvedLink => ({
    label: t(`links.${entry.key}`),
    href: localizedHref(entry.href, locale),
    ...(withDescription ? { description: t(`descriptions.${entry.key}`) } : {}),
    ...(entry.image ? { image: entry.image } : {}),
  });
  const byId = new Map(entries?.map((entry) => [entry.id, entry]));
  const linked = new Set(allLinksOf(nav).map((link) => link.key));
  const links = (fixed: NavLink[], listed: NavEntries | undefined, withDescription = false): ResolvedLink[] => {
    if (!entries) return fixed.map((link) => resolve(link, withDescription));
    const kept = fixed.flatMap((link) => {
      if (!seedEntryOf(link.key)) return [resolve(link, withDescription)];
      const entry = byId.get(link.key);
      return entry ? [{ ...resolve(link, withDescription), href: localizedHref(entry.path, locale) }] : [];
    });
    const added = listed
      ? entries.filter(
          (entry) =>
            entry.collection === listed.collection &&
            !linked.has(entry.id) &&
            (!listed.categories || (entry.category !== undefined && listed.categories.includes(entry.category))),
        )
      : [];
    return [
      ...kept,
      ...added.map((entry) => ({
        label: entry.label,
        href: localizedHref(entry.path, locale),
        ...(withDescription && entry.description ? { description: entry.description } : {}),
      })),
    ];
  };

  const items: ResolvedItem[] = nav.items.map((item) => ({
    ...resolve(item),
    path: item.href,
    activePrefixes: item.activePrefixes ?? [],
    ...(item.groups
      ? {
          // "Explore all" leads to the group's overview; none when the overview is already one of the group's own links.
          ...(item.groups.some((group) => group.links.some((entry) => entry.href === item.href))
            ? {}
            : { overviewLabel: t('ui.viewAll', { section: t(`links.${item.key}`) }) }),
          groups: item.groups.map((group) => ({
            ...(group.key ? { label: t(`groups.${group.key}`) } : {}),
            links: links(group.links, group.entries, true),
          })),
        }
      : {}),
  }));

  return {
    area: nav.area,
    home: localizedPath(nav.home, locale),
    items,
    cta: resolve(nav.cta),
    dropdownColumns: nav.dropdownColumns,
    footerColumns: nav.footerColumns.map((column) => ({ label: t(`groups.${column.key}`), links: links(column.links, column.entries) })),
    legal: nav.legal.map((l) => resolve(l)),
  };
}

export type ResolvedNavigation = Awaited<ReturnType<typeof resolveNavigation>>;
