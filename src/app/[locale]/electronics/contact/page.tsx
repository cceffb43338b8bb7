import { ContactPage } from '@/site-pages/contact/contact-page';
import { documentRoute } from '@/site-pages/page-content';

const page = documentRoute('electronics-contact');
export const generateMetadata = page.generateMetadata;

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  return <ContactPage routeId="electronics-contact" path={page.route.path} form="electronics-contact" locale={locale} variant="electronics" />;
}
