import { notFound } from 'next/navigation';
import { registryPage } from '@/lib/registry-page';
import { DocumentPage, documentMetadata, pageDocumentFor } from '@/site-pages/page-content';

const page = registryPage('electronics-rd-services');
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return documentMetadata(page.route, await page.localeOf(params));
}

/** `/electronics/rd/services`: every R&D service under its category, each at the anchor the R&D page links to. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  const document = await pageDocumentFor('electronics-rd-services');
  if (!document) notFound();
  return <DocumentPage document={document} locale={locale} />;
}
