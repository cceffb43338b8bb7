import Link from 'next/link';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { signInPath } from '@/config/staff-paths';
import { getDatabase } from '@/db';
import { LoginForm } from '@/features/admin/login-form';
import { SecondFactorForm } from '@/features/admin/two-factor/second-factor-form';
import { cancelSignInAction } from '@/features/auth/actions';
import { getCurrentUser } from '@/features/auth/current-user';
import { findPendingSignIn, PENDING_SIGN_IN_COOKIE } from '@/features/auth/pending-sign-in';
import { staffHome } from '@/config/permissions';
import { localizedPath } from '@/i18n/paths';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('admin-login');
export const generateMetadata = page.generateMetadata;

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ next?: string; signedOut?: string; expired?: string; tooManyCodes?: string; recovery?: string }>;
};

const notice = 'rounded-lg border border-primary/30 bg-primary/10 p-3 text-sm font-medium';

/**
 * Staff sign-in in two steps: e-mail and password, then, for an account with two-factor sign-in, a code. The second
 * step shows while the browser holds a live pending sign-in (five minutes after the password).
 */
export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const query = await searchParams;
  const next = typeof query.next === 'string' ? query.next.slice(0, 500) : '';
  const user = await getCurrentUser();
  if (user) redirect(localizedPath(staffHome(user.role), locale));
  const t = await getTranslations({ locale, namespace: 'admin.login' });

  const pendingToken = (await cookies()).get(PENDING_SIGN_IN_COOKIE)?.value;
  const pending = pendingToken ? await findPendingSignIn((await getDatabase()).db, pendingToken) : undefined;
  const expired = query.expired !== undefined || (pendingToken !== undefined && !pending);

  if (pending) {
    const recovery = query.recovery === '1';
    const toggle = new URLSearchParams({ ...(next ? { next } : {}), ...(recovery ? {} : { recovery: '1' }) }).toString();
    return (
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-16">
        <div>
          <h1 className="text-h1 font-bold">{t('secondFactor.title')}</h1>
          <p className="mt-2 text-muted-foreground">{recovery ? t('secondFactor.recoveryIntro') : t('secondFactor.intro')}</p>
        </div>
        <div className="space-y-5 rounded-card border border-border bg-card p-6 shadow-card">
          <SecondFactorForm
            key={recovery ? 'recovery' : 'app'}
            locale={locale}
            next={next}
            recovery={recovery}
            copy={{
              label: recovery ? t('secondFactor.recoveryCode') : t('secondFactor.code'),
              submit: t('secondFactor.submit'),
              submitting: t('secondFactor.submitting'),
            }}
          />
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4 text-sm">
            <Link href={`${localizedPath(signInPath, locale)}${toggle ? `?${toggle}` : ''}`} className="font-semibold text-primary hover:underline">
              {recovery ? t('secondFactor.useApp') : t('secondFactor.useRecovery')}
            </Link>
            <form action={cancelSignInAction}>
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="next" value={next} />
              <button type="submit" className="font-semibold text-muted-foreground hover:text-foreground hover:underline">
                {t('secondFactor.cancel')}
              </button>
            </form>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">{t('secondFactor.help')}</p>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-16">
      <div>
        <h1 className="text-h1 font-bold">{t('title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('subtitle')}</p>
      </div>
      {query.signedOut && (
        <p role="status" className={notice}>
          {t('signedOut')}
        </p>
      )}
      {query.tooManyCodes !== undefined ? (
        <p role="status" className={notice}>
          {t('tooManyCodes')}
        </p>
      ) : (
        expired && (
          <p role="status" className={notice}>
            {t('expired')}
          </p>
        )
      )}
      <div className="rounded-card border border-border bg-card p-6 shadow-card">
        <LoginForm
          locale={locale}
          next={next}
          copy={{ email: t('email'), password: t('password'), submit: t('submit'), submitting: t('submitting') }}
        />
      </div>
      <p className="text-sm text-muted-foreground">{t('help')}</p>
    </div>
  );
}
