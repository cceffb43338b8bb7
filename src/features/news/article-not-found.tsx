import { getTranslations } from 'next-intl/server';
import { LazyNotFoundView } from '@/features/errors/lazy-boundary-views';
import { NotFoundView } from '@/features/errors/not-found-view';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';

async function articleNotFoundCopy(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'news.article' });
  return { heading: t('notFound'), body: t('notFoundBody'), back: { href: localizedPath('/energy/news', locale), label: t('back') } };
}

/** A missing or malformed article id: the spec's "Article not found." and the way back to the news, in the energy area. */
export async function ArticleNotFound({ locale }: { locale: Locale }) {
  return <NotFoundView locale={locale} area="energy" {...await articleNotFoundCopy(locale)} />;
}

/** The same for the article route's not-found boundary, whose view is loaded only when shown (`lazy-boundary-views.tsx`). */
export async function ArticleNotFoundBoundary({ locale }: { locale: Locale }) {
  return <LazyNotFoundView locale={locale} area="energy" {...await articleNotFoundCopy(locale)} />;
}
