import { calculatorPrefill } from '@/features/calculator/estimate-prefill';
import { ContactPage } from '@/site-pages/contact/contact-page';
import { topicPrefill } from '@/site-pages/contact/topic-prefill';
import { documentRoute } from '@/site-pages/page-content';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

const page = documentRoute('energy-contact');
export const generateMetadata = page.generateMetadata;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Rendered per request: a calculator result or a product or application page (`?topic=`) fills in the enquiry. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const query = await searchParams;
  const prefill = (await calculatorPrefill(query, locale)) ?? (await topicPrefill(query, locale, 'energy-contact'));
  return <ContactPage routeId="energy-contact" path={page.route.path} form="energy-contact" locale={locale} variant="energy" prefill={prefill} />;
}
