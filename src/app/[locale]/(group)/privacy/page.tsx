import { notFound } from 'next/navigation';
import { registryPage } from '@/lib/registry-page';
import { DocumentPage, documentMetadata, pageDocumentFor } from '@/site-pages/page-content';

const page = registryPage('privacy');
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return documentMetadata(page.route, await page.localeOf(params));
}

/** `/privacy`: the banner hero, then the text in numbered sections beside its contents list. */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  const document = await pageDocumentFor('privacy');
  if (!document) notFound();
  return <DocumentPage document={document} locale={locale} />;
}
