import type { ReactNode } from 'react';
import { areaNavigations } from '@/config/navigation';
import { isLocale, defaultLocale, type Locale } from '@/i18n/config';
import type { NavEntry } from './nav-model';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main landmark and footer of one area of the site. */
export async function AreaShell({
  area,
  params,
  entries,
  children,
}: {
  area: keyof typeof areaNavigations;
  params: Promise<{ locale: string }>;
  /** The collections' entries visitors can reach, for the menus (`resolveNavigation`). */
  entries?: (locale: Locale) => Promise<NavEntry[]>;
  children: ReactNode;
}) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const nav = areaNavigations[area];
  const listed = entries && (await entries(locale));
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader nav={nav} locale={locale} entries={listed} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter nav={nav} locale={locale} entries={listed} />
    </div>
  );
}
