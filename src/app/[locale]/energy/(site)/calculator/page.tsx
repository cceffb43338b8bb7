import { Calculator } from '@/features/calculator/calculator';
import { DocumentPage, documentRoute } from '@/site-pages/page-content';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

const page = documentRoute('energy-calculator');
export const generateMetadata = page.generateMetadata;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The page's document around the calculator; a printout is the estimate alone. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const document = await page.document();
  return (
    <DocumentPage document={document} locale={locale} printHero={false} tool={<Calculator locale={locale} searchParams={await searchParams} />} />
  );
}
