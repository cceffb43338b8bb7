import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/config/site';
import { defaultLocale, locales, type Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';

/** Absolute address of a path in a language. */
export function absoluteUrl(path: string, locale: Locale): string {
  return siteConfig.url + encodeURI(localizedPath(path, locale));
}

/** Canonical URL and reciprocal hreflang alternates (ar, en, x-default), all absolute. */
export function alternatesFor(path: string, locale: Locale): Metadata['alternates'] {
  return {
    canonical: absoluteUrl(path, locale),
    languages: {
      ...Object.fromEntries(locales.map((l) => [l, absoluteUrl(path, l)])),
      'x-default': absoluteUrl(path, defaultLocale),
    },
  };
}

/**
 * Title, description, alternates and Open Graph of a registry page: from its content document's search-engine
 * fields when it has one (`words`), else from `pages.{id}`.
 */
export async function pageMetadata(id: string, path: string, locale: Locale, words?: { title: string; description: string }): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'pages' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const title = words?.title ?? t(`${id}.title`);
  const description = words?.description ?? t(`${id}.description`);
  return {
    title: id === 'home' ? { absolute: `${common('brand.group')} | ${title}` } : `${title} | ${common('brand.group')}`,
    description,
    alternates: alternatesFor(path, locale),
    openGraph: {
      title,
      description,
      url: absoluteUrl(path, locale),
      siteName: common('brand.group'),
      locale: locale === 'ar' ? 'ar_SA' : 'en_US',
      type: 'website',
    },
  };
}
