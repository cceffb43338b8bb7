import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LandingPage } from '@/site-pages/home/landing-page';
import { defaultLocale, isLocale } from '@/i18n/config';
import { pageMetadata } from '@/lib/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata('home', '/', isLocale(locale) ? locale : defaultLocale);
}

export default async function HomePage({ params }: Props) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  setRequestLocale(locale);
  return <LandingPage locale={locale} />;
}
