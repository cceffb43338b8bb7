import { getTranslations } from 'next-intl/server';
import { wordsIn } from '@/components/sections/blocks/words';
import { JsonLd, organizationJsonLd } from '@/lib/json-ld';
import { DocumentPage, documentRoute } from '@/site-pages/page-content';

const page = documentRoute('home');
export const generateMetadata = page.generateMetadata;

/** The group landing `/` (spec part 1 §2.3), drawn from its document, with the group's Organization data. */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  const document = await page.document();
  const common = await getTranslations({ locale, namespace: 'common' });
  const words = wordsIn(locale);
  return (
    <>
      <JsonLd data={organizationJsonLd(common('brand.group'), words.text(document.hero.lead ?? document.seo.description))} />
      <DocumentPage document={document} locale={locale} />
    </>
  );
}
