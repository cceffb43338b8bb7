import { calculatorPrefill } from '@/features/calculator/estimate-prefill';
import { ContactPage } from '@/features/contact/contact-page';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('energy-contact');
export const generateMetadata = page.generateMetadata;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Rendered per request: a calculator result arrives in the address and fills in the enquiry. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  return (
    <ContactPage
      routeId="energy-contact"
      path={page.route.path}
      form="energy-contact"
      locale={locale}
      variant="energy"
      showCredentials={false}
      prefill={await calculatorPrefill(await searchParams, locale)}
    />
  );
}
