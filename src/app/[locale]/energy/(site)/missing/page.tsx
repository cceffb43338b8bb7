import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/features/errors/not-found-view';
import { errorCopy } from '@/features/errors/error-copy';
import { defaultLocale, isLocale } from '@/i18n/config';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested } = await params;
  return { title: errorCopy(isLocale(requested) ? requested : defaultLocale).notFound.title, robots: { index: false } };
}

/**
 * What the proxy shows, with status 404, at an address of a collection no entry has (decision 013): prerendered
 * inside the area's header and footer (a page calling `notFound()` while rendering is sent by Next 16 with an
 * empty body, shown only once JavaScript runs).
 */
export default async function MissingEntryPage({ params }: Props) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  return <NotFoundView locale={locale} area="energy" />;
}
