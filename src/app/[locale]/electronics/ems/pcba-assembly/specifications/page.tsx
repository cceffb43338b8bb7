import type { Metadata } from 'next';
import { PcbaSpecificationsPage } from '@/site-pages/electronics/ems/pcba-specifications-page';
import { registryPage } from '@/lib/registry-page';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

const page = registryPage('electronics-ems-pcba-assembly-specifications');

export async function generateMetadata(props: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return { ...(await page.generateMetadata(props)), robots: { index: false, follow: true } };
}

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await page.localeOf(params);
  return <PcbaSpecificationsPage locale={locale} />;
}
