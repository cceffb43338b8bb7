import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/features/errors/not-found-view';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';

/** A missing or malformed article id: the spec's "Article not found." and the way back to the news, in the energy area. */
export async function ArticleNotFound({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'news.article' });
  return (
    <NotFoundView
      locale={locale}
      area="energy"
      heading={t('notFound')}
      body={t('notFoundBody')}
      back={{ href: localizedPath('/energy/news', locale), label: t('back') }}
    />
  );
}
