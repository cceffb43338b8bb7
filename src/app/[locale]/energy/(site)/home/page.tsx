import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { EnergyHomeContact } from '@/features/contact/energy-home-contact';
import { StandardPage } from '@/features/pages/standard-page';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('energy-home');
export const generateMetadata = page.generateMetadata;

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  const t = await getTranslations({ locale, namespace: 'calculator.entry' });
  const calculator = localizedPath('/energy/calculator', locale);
  return (
    <>
      <StandardPage
        route={page.route}
        locale={locale}
        heroActions={{
          primary: { href: `${calculator}?grid=on`, label: t('onGrid') },
          secondary: { href: `${calculator}?grid=off`, label: t('offGrid') },
        }}
      />
      <EnergyHomeContact locale={locale} />
    </>
  );
}
