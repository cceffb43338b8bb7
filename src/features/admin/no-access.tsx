import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { staffHome } from '@/config/permissions';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';

/** What a staff screen shows instead of itself to a role that may not open it: no data, and the way to the role's own work. */
export async function NoAccess({ locale, role }: { locale: Locale; role: string }) {
  const t = await getTranslations({ locale, namespace: 'admin.noAccess' });
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16 sm:px-6">
      <Icon name="shield-exclamation-point" className="size-10 text-primary" />
      <h1 className="text-h1 font-bold">{t('title')}</h1>
      <p className="text-muted-foreground">{t('body')}</p>
      <Link href={localizedPath(staffHome(role), locale)} className={buttonVariants()}>
        {t('action')}
      </Link>
    </div>
  );
}
