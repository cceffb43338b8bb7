import { CalculatorPage } from '@/features/calculator/calculator-page';
import { registryPage } from '@/lib/registry-page';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

const page = registryPage('energy-calculator');
export const generateMetadata = page.generateMetadata;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  return <CalculatorPage locale={locale} searchParams={await searchParams} />;
}
