import { EnergyHomeContact } from '@/features/contact/energy-home-contact';
import { StandardPage } from '@/features/pages/standard-page';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('energy-home');
export const generateMetadata = page.generateMetadata;

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  return (
    <>
      <StandardPage route={page.route} locale={locale} />
      <EnergyHomeContact locale={locale} />
    </>
  );
}
