import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { AreaNavigation } from '@/config/navigation';
import { defaultLocale, isLocale } from '@/i18n/config';
import { errorCopy } from './error-copy';
import { NotFoundView } from './not-found-view';

type Props = { params: Promise<{ locale: string }> };

/**
 * The route module of an area's not-found page, which the proxy shows with status 404 at an address of a
 * collection no entry has (decision 013): prerendered inside the area's header and footer (a page calling
 * `notFound()` while rendering is sent by Next 16 with an empty body, shown only once JavaScript runs).
 */
export function missingPage(area: AreaNavigation['area']) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale } = await params;
      return { title: errorCopy(isLocale(locale) ? locale : defaultLocale).notFound.title, robots: { index: false } };
    },
    async Page({ params }: Props) {
      const { locale: requested } = await params;
      const locale = isLocale(requested) ? requested : defaultLocale;
      setRequestLocale(locale);
      return <NotFoundView locale={locale} area={area} />;
    },
  };
}
