import { ContactPage } from '@/site-pages/contact/contact-page';
import { registryPage } from '@/lib/registry-page';
import { documentMetadata } from '@/site-pages/page-content';

const page = registryPage('electronics-contact');
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return documentMetadata(page.route, await page.localeOf(params));
}

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  return <ContactPage routeId="electronics-contact" path={page.route.path} form="electronics-contact" locale={locale} variant="electronics" />;
}
