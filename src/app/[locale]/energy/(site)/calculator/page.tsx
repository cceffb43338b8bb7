import { notFound } from 'next/navigation';
import { Calculator } from '@/features/calculator/calculator';
import { registryPage } from '@/lib/registry-page';
import { DocumentPage, documentMetadata, pageDocumentFor } from '@/site-pages/page-content';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

const page = registryPage('energy-calculator');
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return documentMetadata(page.route, await page.localeOf(params));
}

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The page's document around the calculator; a printout is the estimate alone. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const document = await pageDocumentFor('energy-calculator');
  if (!document) notFound();
  return (
    <DocumentPage document={document} locale={locale} printHero={false} tool={<Calculator locale={locale} searchParams={await searchParams} />} />
  );
}
