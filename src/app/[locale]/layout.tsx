import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale, locales } from '@/i18n/config';
import { siteConfig } from '@/config/site';
import { SiteDocument, siteViewport } from '@/components/layout/site-document';

/**
 * Only the two languages exist: any other first segment (`/x.css`, `/x.b/energy/home`) matches no route, so it is
 * never rendered or cached, and is answered by `app/global-not-found.tsx`. That takes `dynamicParams = false` in
 * every route below, and Next closes a whole route when any of its segments sets it; so it is set in each page (and
 * in the layouts of the staff areas) rather than here, leaving open the routes that must render unlisted addresses:
 * an article under its revision (`news/[id]/[revision]`) and the collections' entries (`entryRoute`), each cached as
 * it is first visited.
 */
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = siteViewport;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'ar', namespace: 'common' });
  return {
    metadataBase: new URL(siteConfig.url),
    applicationName: t('brand.group'),
    icons: { icon: '/icon.svg' },
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
