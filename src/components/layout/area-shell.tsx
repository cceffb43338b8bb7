import type { ReactNode } from 'react';
import { areaNavigations } from '@/config/navigation';
import { isLocale, defaultLocale } from '@/i18n/config';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main landmark and footer of one area of the site. */
export async function AreaShell({
  area,
  params,
  children,
}: {
  area: keyof typeof areaNavigations;
  params: Promise<{ locale: string }>;
  children: ReactNode;
}) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const nav = areaNavigations[area];
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader nav={nav} locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter nav={nav} locale={locale} />
    </div>
  );
}
