import { ContactPage } from '@/features/contact/contact-page';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('energy-contact');
export const generateMetadata = page.generateMetadata;

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  return (
    <ContactPage routeId="energy-contact" path={page.route.path} form="energy-contact" locale={locale} variant="energy" showCredentials={false} />
  );
}
