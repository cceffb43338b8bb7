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

/** A page's search-engine fields as its content document gives them, in one language. */
export type PageSeo = {
  title: string;
  description: string;
  /** The picture a shared link shows: a path on this site, and what it shows. */
  image?: { path: string; alt?: string };
  /** Another address search engines should list instead: a path on this site or an `https://` address. */
  canonical?: string;
  noindex?: boolean;
};

/** The canonical address a page names: its own, or the one its document gives (a site path in this language). */
export function canonicalFor(path: string, locale: Locale, canonical?: string): string {
  if (!canonical) return absoluteUrl(path, locale);
  return canonical.startsWith('https://') ? canonical : absoluteUrl(canonical, locale);
}

/**
 * Title, description, alternates and Open Graph of a registry page: from its content document's search-engine
 * fields when it has one (`seo`), else from `pages.{id}`. A document may add the shared link's picture, another
 * canonical address and `noindex`.
 */
export async function pageMetadata(id: string, path: string, locale: Locale, seo?: PageSeo): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'pages' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const title = seo?.title ?? t(`${id}.title`);
  const description = seo?.description ?? t(`${id}.description`);
  const images = seo?.image ? [{ url: siteConfig.url + encodeURI(seo.image.path), ...(seo.image.alt ? { alt: seo.image.alt } : {}) }] : undefined;
  return {
    title: id === 'home' ? { absolute: `${common('brand.group')} | ${title}` } : `${title} | ${common('brand.group')}`,
    description,
    alternates: { ...alternatesFor(path, locale), canonical: canonicalFor(path, locale, seo?.canonical) },
    ...(seo?.noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      title,
      description,
      url: absoluteUrl(path, locale),
      siteName: common('brand.group'),
      locale: locale === 'ar' ? 'ar_SA' : 'en_US',
      type: 'website',
      ...(images ? { images } : {}),
    },
    ...(images ? { twitter: { card: 'summary_large_image', title, description, images } } : {}),
  };
}
