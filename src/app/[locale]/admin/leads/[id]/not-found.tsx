import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale, defaultLocale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';

export default async function LeadNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'admin.lead' });
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-h2 font-bold">{t('notFound')}</h1>
      <Link href={localizedPath('/admin/leads', locale)} className="font-semibold text-primary hover:underline">
        {t('back')}
      </Link>
    </div>
  );
}
