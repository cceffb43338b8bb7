import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { findPageRouteById } from '@/config/routes';
import { DatasheetPage } from '@/site-pages/energy/products/datasheet-page';
import { energyProducts, findEnergyProduct } from '@/site-pages/energy/products/products';
import { isLocale } from '@/i18n/config';
import { pageMetadata } from '@/lib/page-metadata';

type Params = Promise<{ locale: string; slug: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return energyProducts.map((product) => ({ slug: product.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params;
  const route = findPageRouteById(`energy-products-${slug}-datasheet`);
  if (!route || !isLocale(locale)) return {};
  return { ...(await pageMetadata(route.id, route.path, locale)), robots: { index: false, follow: true } };
}

export default async function Page({ params }: { params: Params }) {
  const { locale, slug } = await params;
  const product = findEnergyProduct(slug);
  if (!product || !isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <DatasheetPage product={product} locale={locale} />;
}
