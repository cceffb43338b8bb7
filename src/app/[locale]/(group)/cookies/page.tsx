import { LegalPage } from '@/site-pages/legal/legal-page';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('cookies');
export const generateMetadata = page.generateMetadata;

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <LegalPage document="cookies" locale={await page.localeOf(params)} />;
}
