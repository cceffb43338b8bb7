import './site-styles';

import type { Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { directionOf, type Locale } from '@/i18n/config';
import { AnchorGlide } from './anchor-glide';
import { HydrationMark } from './hydration-mark';
import { LanguageMemory } from './language-memory';
import { LanguageSuggestion } from './language-suggestion';
import { NavigationProgress } from './navigation-progress';
import { preloadSiteFonts } from './site-fonts';
import { ThemeScript } from './theme-script';

export const siteViewport: Viewport = {
  themeColor: '#0e2e3b',
  width: 'device-width',
  initialScale: 1,
};

/**
 * The document of every page in one language: `<html>` with its language and direction, fonts and styles, the
 * theme applied before first paint, the skip link, the suggestion to read the page in the visitor's language, and the
 * navigation progress bar. The locale layout wraps every page
 * in it, and the not-found page of unmatched addresses (`app/global-not-found.tsx`), which has no layout.
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  // The language suggestion speaks the language it offers.
  const other = locale === 'ar' ? 'en' : 'ar';
  const inOther = await getTranslations({ locale: other, namespace: 'common' });
  preloadSiteFonts(locale);
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
        <LanguageSuggestion target={other} read={inOther('language.suggestion.read')} dismiss={inOther('language.suggestion.dismiss')} />
        {children}
        <NavigationProgress label={t('loading')} />
        <AnchorGlide />
        <LanguageMemory locale={locale} />
        <HydrationMark />
      </body>
    </html>
  );
}
