import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';

/** A lead id that does not exist, inside the staff frame: the message and the way back to the inbox. */
export async function LeadNotFound({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'admin.lead' });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-16 text-center">
      <h1 className="text-h2 font-bold">{t('notFound')}</h1>
      <Link href={localizedPath('/admin/leads', locale)} className={buttonVariants()}>
        <Icon name="arrow-left" className="flip-rtl" />
        {t('back')}
      </Link>
    </div>
  );
}
