import { ContactPage } from '@/site-pages/contact/contact-page';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('contact');
export const generateMetadata = page.generateMetadata;

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  return <ContactPage routeId="contact" path={page.route.path} form="contact" locale={locale} variant="default" showCredentials={true} />;
}
