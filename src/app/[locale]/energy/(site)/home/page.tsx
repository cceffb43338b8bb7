import { EnergyHomeContact } from '@/site-pages/contact/energy-home-contact';
import { DocumentPage, documentRoute } from '@/site-pages/page-content';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

const page = documentRoute('energy-home');
export const generateMetadata = page.generateMetadata;

/** `/energy/home` (spec part 1 §2.4): its blocks, then the contact section with the short enquiry form. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  const document = await page.document();
  return (
    <DocumentPage document={document} locale={locale}>
      <EnergyHomeContact locale={locale} />
    </DocumentPage>
  );
}
