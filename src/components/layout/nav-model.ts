import { getTranslations } from 'next-intl/server';
import type { AreaNavigation, NavLink } from '@/config/navigation';
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

export async function resolveNavigation(nav: AreaNavigation, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const resolve = (entry: NavLink, withDescription = false): ResolvedLink => ({
    label: t(`links.${entry.key}`),
    href: localizedHref(entry.href, locale),
    ...(withDescription ? { description: t(`descriptions.${entry.key}`) } : {}),
    ...(entry.image ? { image: entry.image } : {}),
  });

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
            links: group.links.map((entry) => resolve(entry, true)),
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
    footerColumns: nav.footerColumns.map((column) => ({ label: t(`groups.${column.key}`), links: column.links.map((l) => resolve(l)) })),
    legal: nav.legal.map((l) => resolve(l)),
  };
}

export type ResolvedNavigation = Awaited<ReturnType<typeof resolveNavigation>>;
