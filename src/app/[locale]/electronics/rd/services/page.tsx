import { RdServicesPage } from '@/site-pages/rd/rd-services-page';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('electronics-rd-services');
export const generateMetadata = page.generateMetadata;

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  return <RdServicesPage locale={locale} />;
}
