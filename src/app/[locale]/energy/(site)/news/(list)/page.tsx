import { NewsListPage } from '@/features/news/news-list-page';
import { newsQueryFrom } from '@/features/news/news-query';
import { registryPage } from '@/lib/registry-page';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

const page = registryPage('energy-news');
export const generateMetadata = page.generateMetadata;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  return <NewsListPage locale={locale} query={newsQueryFrom(await searchParams)} />;
}
