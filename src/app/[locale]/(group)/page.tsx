import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { wordsIn } from '@/components/sections/blocks/words';
import { JsonLd, organizationJsonLd } from '@/lib/json-ld';
import { registryPage } from '@/lib/registry-page';
import { DocumentPage, documentMetadata, pageDocumentFor } from '@/site-pages/page-content';

const page = registryPage('home');
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  return documentMetadata(page.route, await page.localeOf(params));
}

/** The group landing `/` (spec part 1 §2.3), drawn from its document, with the group's Organization data. */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  const document = await pageDocumentFor('home');
  if (!document) notFound();
  const common = await getTranslations({ locale, namespace: 'common' });
  const words = wordsIn(locale);
  return (
    <>
      <JsonLd data={organizationJsonLd(common('brand.group'), words.text(document.hero.lead ?? document.seo.description))} />
      <DocumentPage document={document} locale={locale} />
    </>
  );
}
