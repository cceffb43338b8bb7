import { NotFoundView } from '@/features/errors/not-found-view';
import type { Locale } from '@/i18n/config';

/** A missing or malformed article id: the spec's "Article not found." and the way back to the news, in the energy area. */
export function ArticleNotFound({ locale }: { locale: Locale }) {
  return <NotFoundView locale={locale} area="energy" record="article" />;
}
