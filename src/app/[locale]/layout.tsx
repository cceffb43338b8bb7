import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import '@fontsource/ibm-plex-sans/400.css';
import '@fontsource/ibm-plex-sans/500.css';
import '@fontsource/ibm-plex-sans/700.css';
import '../globals.css';

import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { directionOf, isLocale, locales } from '@/i18n/config';
import { siteConfig } from '@/config/site';
import { ThemeScript } from '@/components/layout/theme-script';
import { AnchorGlide } from '@/components/layout/anchor-glide';
import { NavigationLoader } from '@/components/layout/navigation-loader';
import { LanguageMemory } from '@/components/layout/language-memory';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  themeColor: '#0e2e3b',
  width: 'device-width',
  initialScale: 1,
};

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
  const t = await getTranslations({ locale, namespace: 'common' });

  return (
    <html lang={locale} dir={directionOf(locale)} suppressHydrationWarning>
      <body suppressHydrationWarning>
        <ThemeScript />
        <a
          href="#main"
          className="sr-only z-[100] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
        >
          {t('a11y.skipToContent')}
        </a>
        {children}
        <NavigationLoader label={t('loading')} />
        <AnchorGlide />
        <LanguageMemory locale={locale} />
      </body>
    </html>
  );
}
