import { ContactPage } from '@/site-pages/contact/contact-page';
import { documentRoute } from '@/site-pages/page-content';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

const page = documentRoute('contact');
export const generateMetadata = page.generateMetadata;

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  return <ContactPage routeId="contact" path={page.route.path} form="contact" locale={locale} variant="default" />;
}
