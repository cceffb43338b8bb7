import { NewsList } from '@/features/news/news-list';
import { newsQueryFrom } from '@/features/news/news-query';
import { DocumentPage, documentRoute } from '@/site-pages/page-content';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

const page = documentRoute('energy-news');
export const generateMetadata = page.generateMetadata;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const document = await page.document();
  return <DocumentPage document={document} locale={locale} tool={<NewsList locale={locale} query={newsQueryFrom(await searchParams)} />} />;
}
