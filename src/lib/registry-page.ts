import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { findPageRouteById, type PageRoute } from '@/config/routes';
import { defaultLocale, isLocale, type Locale } from '@/i18n/config';
import { pageMetadata } from './page-metadata';

type Params = Promise<{ locale: string }>;

/**
 * What a custom route file of a registry page needs: its metadata from `pages.{id}`, and the page's
 * locale and registry entry for rendering.
 */
export function registryPage(id: string) {
  const route = findPageRouteById(id);
  if (!route) throw new Error(`No page "${id}" in the route registry`);
  return {
    route,
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      const { locale } = await params;
      return pageMetadata(id, route.path, isLocale(locale) ? locale : defaultLocale);
    },
    /** Resolves the locale and enables static rendering for it. */
    async localeOf(params: Params): Promise<Locale> {
      const { locale: requested } = await params;
      const locale = isLocale(requested) ? requested : defaultLocale;
      setRequestLocale(locale);
      return locale;
    },
  } satisfies { route: PageRoute; generateMetadata: unknown; localeOf: unknown };
}
