import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdminShell } from '@/features/admin/admin-shell';
import { defaultLocale, isLocale } from '@/i18n/config';

// Any other language than the two answers 404 without rendering (see `app/[locale]/layout.tsx`).
export const dynamicParams = false;

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function AdminLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <AdminShell locale={isLocale(locale) ? locale : defaultLocale}>{children}</AdminShell>;
}
