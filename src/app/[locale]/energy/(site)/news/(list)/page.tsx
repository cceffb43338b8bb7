import { notFound } from 'next/navigation';
import { NewsList } from '@/features/news/news-list';
import { newsQueryFrom } from '@/features/news/news-query';
import { registryPage } from '@/lib/registry-page';
import { DocumentPage, documentMetadata, pageDocumentFor } from '@/site-pages/page-content';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

const page = registryPage('energy-news');
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return documentMetadata(page.route, await page.localeOf(params));
}

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const document = await pageDocumentFor('energy-news');
  if (!document) notFound();
  return <DocumentPage document={document} locale={locale} tool={<NewsList locale={locale} query={newsQueryFrom(await searchParams)} />} />;
}
