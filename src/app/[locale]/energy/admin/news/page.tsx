import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { NoAccess } from '@/features/admin/no-access';
import { requireUser } from '@/features/auth/current-user';
import { can } from '@/config/permissions';
import { NewsAdmin } from '@/features/news/admin/news-admin';
import { messageFormats, siteTimeZone } from '@/i18n/format';
import { loadMessages } from '@/i18n/messages';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('energy-admin-news');
export const generateMetadata = page.generateMetadata;
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

/** The news editor's panel (spec §2.11): staff only; the list and forms run in the browser against the staff API. */
export default async function NewsAdminPage({ params }: Props) {
  const locale = await page.localeOf(params);
  const user = await requireUser(locale, '/energy/admin/news');
  if (!can(user.role, 'news')) return <NoAccess locale={locale} role={user.role} />;
  const t = await getTranslations({ locale, namespace: 'newsAdmin.panel' });
  const { newsAdmin } = await loadMessages(locale);

  return (
    <div className="mx-auto max-w-site space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-h1 font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
      </div>
      <NextIntlClientProvider locale={locale} messages={{ newsAdmin }} timeZone={siteTimeZone} formats={messageFormats}>
        <NewsAdmin locale={locale} />
      </NextIntlClientProvider>
    </div>
  );
}
