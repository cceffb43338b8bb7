import type { Metadata } from 'next';
import { SearchPage } from '@/features/search/search-page';
import { registryPage } from '@/lib/registry-page';
import { searchablePages } from '@/site-pages/search-index.server';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

const page = registryPage('search');

/** Result lists are for visitors, not for search engines. */
export async function generateMetadata(props: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return { ...(await page.generateMetadata(props)), robots: { index: false, follow: true } };
}

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[] }> };

export default async function Page({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const { q } = await searchParams;
  const query = ((Array.isArray(q) ? q[0] : q) ?? '').trim().replace(/\s+/g, ' ').slice(0, 100);
  return <SearchPage locale={locale} query={query} searchablePages={searchablePages} />;
}
