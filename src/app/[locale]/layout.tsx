import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale, locales } from '@/i18n/config';
import { siteConfig } from '@/config/site';
import { SiteDocument, siteViewport } from '@/components/layout/site-document';

/**
 * Only the two languages exist: any other first segment (`/x.css`, `/wp-admin`) matches no route, so it is never
 * rendered or cached on disk, and is answered by `app/global-not-found.tsx`.
 */
export const dynamicParams = false;

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
