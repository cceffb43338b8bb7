import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/features/admin/login-form';
import { getCurrentUser } from '@/features/auth/current-user';
import { staffHome } from '@/features/auth/permissions';
import { localizedPath } from '@/i18n/paths';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('admin-login');
export const generateMetadata = page.generateMetadata;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ next?: string; signedOut?: string }> };

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const { next, signedOut } = await searchParams;
  const user = await getCurrentUser();
  if (user) redirect(localizedPath(staffHome(user.role), locale));
  const t = await getTranslations({ locale, namespace: 'admin.login' });

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-16">
      <div>
        <h1 className="text-h1 font-bold">{t('title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('subtitle')}</p>
      </div>
      {signedOut && (
        <p role="status" className="rounded-lg border border-primary/30 bg-primary/10 p-3 text-sm font-medium">
          {t('signedOut')}
        </p>
      )}
      <div className="rounded-card border border-border bg-card p-6 shadow-card">
        <LoginForm
          locale={locale}
          next={typeof next === 'string' ? next.slice(0, 500) : ''}
          copy={{ email: t('email'), password: t('password'), submit: t('submit'), submitting: t('submitting') }}
        />
      </div>
      <p className="text-sm text-muted-foreground">{t('help')}</p>
    </div>
  );
}
