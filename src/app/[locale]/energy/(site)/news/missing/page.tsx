import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleNotFound } from '@/features/news/article-not-found';
import { defaultLocale, isLocale } from '@/i18n/config';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

/**
 * The page the proxy shows, with status 404, for an article id that does not exist (`record-pages.server.ts`):
 * prerendered, so it is in the server's HTML (a page calling `notFound()` while rendering is sent with an empty
 * body by Next 16 and shown only once JavaScript runs).
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'news.article' });
  const common = await getTranslations({ locale, namespace: 'common' });
  return { title: `${t('notFoundTitle')} | ${common('brand.energy')}`, robots: { index: false } };
}

export default async function Page({ params }: Props) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  return <ArticleNotFound locale={locale} />;
}
