import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { securityPath } from '@/config/staff-paths';
import { getDatabase } from '@/db';
import { ConfirmWithCode } from '@/features/admin/two-factor/confirm-with-code';
import { EnrolForm } from '@/features/admin/two-factor/enrol-form';
import { QrCode } from '@/features/admin/two-factor/qr-code';
import { requireUser } from '@/features/auth/current-user';
import { PasswordForm } from '@/features/staff/password-form';
import { safeReturnPath } from '@/features/auth/return-path';
import { groupedSecret, totpUri } from '@/features/auth/totp';
import { newRecoveryCodesAction, turnOffTwoFactorAction } from '@/features/auth/two-factor-actions';
import { mustEnrol, twoFactorRequired } from '@/features/auth/two-factor-policy';
import { enrolmentSecret, twoFactorStatus } from '@/features/auth/two-factor';
import { formatterFor } from '@/i18n/format';
import { localizedPath } from '@/i18n/paths';
import { registryPage } from '@/lib/registry-page';

const page = registryPage('admin-security');
export const generateMetadata = page.generateMetadata;
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ next?: string; recovery?: string; turnedOff?: string }> };

const notice = 'rounded-lg border p-4 text-sm font-medium';

/**
 * Sign-in security of one's own account: set up two-factor sign-in (QR code, key, first code, recovery codes), or,
 * once it is on, new recovery codes and turning it off (or, when the role requires it, moving it to a new phone).
 * Accounts whose role requires it and that have none are held here.
 */
export default async function SecurityPage({ params, searchParams }: Props) {
  const locale = await page.localeOf(params);
  const query = await searchParams;
  const user = await requireUser(locale, securityPath, { heldAtEnrolment: true });
  const t = await getTranslations({ locale, namespace: 'admin.security' });
  const { db } = await getDatabase();
  const status = await twoFactorStatus(db, user.id);
  const required = twoFactorRequired(user.role);
  const continueHref = localizedPath(safeReturnPath(query.next, user.role), locale);
  const here = localizedPath(securityPath, locale);
  const codesCopy = {
    title: t('codes.title'),
    body: t('codes.body'),
    listLabel: t('codes.listLabel'),
    hint: t('codes.hint'),
    copy: t('codes.copy'),
    copied: t('codes.copied'),
    print: t('codes.print'),
    done: t('codes.done'),
  };

  const format = formatterFor(locale);
  const secret = status.enabled ? undefined : await enrolmentSecret(db, user.id);
  const uri = secret ? totpUri(secret, user.email) : '';

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-h1 font-bold">{t('title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('subtitle')}</p>
      </div>
      {query.recovery === 'used' && status.enabled && (
        <div role="status" className={`${notice} space-y-3 border-primary/40 bg-primary/10`}>
          <p>{t('usedRecovery', { count: status.recoveryLeft })}</p>
          <Link href={continueHref} className={buttonVariants({ size: 'sm' })}>
            {t('continue')}
          </Link>
        </div>
      )}
      {secret ? (
        <EnrolForm
          locale={locale}
          doneHref={continueHref}
          copy={{
            title: t('setup.confirmTitle'),
            body: t('setup.confirmBody'),
            code: t('setup.code'),
            submit: t('setup.submit'),
            submitting: t('setup.submitting'),
            enabled: t('codes.enabled'),
            codes: codesCopy,
          }}
        >
          {query.turnedOff && (
            <p role="status" className={`${notice} flex items-center gap-2 border-border bg-card`}>
              <Icon name="shield-off" className="size-5 shrink-0" />
              {t('turnedOff')}
            </p>
          )}
          {mustEnrol(user) ? (
            <p role="status" className={`${notice} border-primary/40 bg-primary/10`}>
              {t('required')}
            </p>
          ) : (
            !query.turnedOff && (
              <p className={`${notice} border-border bg-card font-normal`}>
                <strong className="block font-semibold">{t('off')}</strong>
                {t('offBody')}
              </p>
            )
          )}
          <div className={`${notice} flex items-start gap-3 border-destructive/40 bg-destructive/5 font-normal`}>
            <Icon name="shield-off" className="mt-0.5 size-5 shrink-0 text-destructive" />
            <p>
              <strong className="block font-semibold">{t('riskTitle')}</strong>
              {t('riskBody')}
            </p>
          </div>
          <section aria-labelledby="enrol-scan-title" className="space-y-4 rounded-card border border-border bg-card p-6 shadow-card">
            <h2 id="enrol-scan-title" className="text-h3 font-bold">
              {t('setup.scanTitle')}
            </h2>
            <p className="text-muted-foreground">{t('setup.scanBody')}</p>
            <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
              <QrCode value={uri} label={t('setup.qrLabel')} className="size-48 shrink-0 rounded-lg border border-border sm:size-52" />
              <div className="min-w-0 space-y-3">
                <p className="text-sm">{t('setup.manual')}</p>
                <p>
                  <span className="sr-only">{t('setup.keyLabel')}: </span>
                  <code
                    dir="ltr"
                    data-testid="totp-secret"
                    className="inline-block rounded-md bg-muted px-3 py-2 font-mono text-base break-all select-all"
                  >
                    {groupedSecret(secret)}
                  </code>
                </p>
                <a href={uri} className="inline-block text-sm font-semibold text-primary underline-offset-4 hover:underline">
                  {t('setup.openApp')}
                </a>
              </div>
            </div>
          </section>
        </EnrolForm>
      ) : (
        status.enabled && (
          <>
            <section className="flex items-start gap-4 rounded-card border border-border bg-card p-6 shadow-card">
              <Icon name="shield-check" className="size-8 shrink-0 text-primary" />
              <div className="space-y-1">
                <h2 className="text-h3 font-bold">{t('on')}</h2>
                <p className="text-muted-foreground">{t('onSince', { date: format.dateTime(status.since, { dateStyle: 'long' }) })}</p>
                <p className="font-medium" data-testid="recovery-left">
                  {t('recoveryLeft', { count: status.recoveryLeft })}
                </p>
                {status.recoveryLeft <= 3 && <p className="text-sm text-destructive">{t('recoveryLow')}</p>}
              </div>
            </section>
            <ConfirmWithCode
              id="new-codes"
              locale={locale}
              action={newRecoveryCodesAction}
              doneHref={here}
              copy={{
                title: t('manage.regenerateTitle'),
                body: t('manage.regenerateBody'),
                code: t('manage.confirmCode'),
                submit: t('manage.regenerate'),
                working: t('manage.working'),
                codes: codesCopy,
              }}
            />
            <ConfirmWithCode
              id="turn-off"
              locale={locale}
              action={turnOffTwoFactorAction}
              doneHref={here}
              destructive={!required}
              copy={{
                title: required ? t('manage.replaceTitle') : t('manage.offTitle'),
                body: required ? t('manage.replaceBody') : t('manage.offBody'),
                code: t('manage.confirmCode'),
                submit: required ? t('manage.replace') : t('manage.off'),
                working: t('manage.working'),
                codes: codesCopy,
              }}
            />
          </>
        )
      )}
      <section aria-labelledby="password-title" className="space-y-4 rounded-card border border-border bg-card p-6 shadow-card">
        <h2 id="password-title" className="text-h3 font-bold">
          {t('password.title')}
        </h2>
        <p className="text-muted-foreground">{t('password.body')}</p>
        <PasswordForm
          locale={locale}
          email={user.email}
          copy={{
            current: t('password.current'),
            password: t('password.next'),
            confirm: t('password.confirm'),
            rule: t('password.rule'),
            submit: t('password.submit'),
            submitting: t('password.submitting'),
          }}
        />
      </section>
    </div>
  );
}
