import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { signInPath } from '@/config/staff-paths';
import { getDatabase } from '@/db';
import { findInvitation } from '@/features/staff/accounts.server';
import { WelcomeForm } from '@/features/staff/welcome-form';
import { LRI, PDI } from '@/i18n/bidi';
import { localizedPath } from '@/i18n/paths';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('admin-welcome');
export const generateMetadata = page.generateMetadata;
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> };

/**
 * Where an invitation's link leads, without a session: the invited person chooses a password and is signed in. A link
 * used, withdrawn or past its 72 hours says so and what to do.
 */
export default async function WelcomePage({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const t = await getTranslations({ locale, namespace: 'admin.welcome' });
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw.slice(0, 200) : '';
  const { db } = await getDatabase();
  const invitation = await findInvitation(db, token);
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6">
      <h1 className="text-h1 font-bold">{pages('admin-welcome.heroTitle')}</h1>
      {invitation.ok ? (
        <>
          <p className="mt-2 text-muted-foreground">
            {t('intro', { email: locale === 'ar' ? `${LRI}${invitation.email}${PDI}` : invitation.email, role: t(`roles.${invitation.role}`) })}
          </p>
          <div className="mt-8 rounded-card border border-border bg-card p-6">
            <WelcomeForm
              locale={locale}
              token={token}
              email={invitation.email}
              copy={{
                password: t('password'),
                confirm: t('confirm'),
                rule: t('rule'),
                submit: t('submit'),
                submitting: t('submitting'),
              }}
            />
          </div>
        </>
      ) : (
        <div role="alert" className="mt-6 space-y-4 rounded-card border border-border bg-card p-6">
          <p>{t(`problems.${invitation.reason}`)}</p>
          <Link href={localizedPath(signInPath, locale)} className={buttonVariants({ variant: 'outline' })}>
            {t('signIn')}
          </Link>
        </div>
      )}
    </div>
  );
}
