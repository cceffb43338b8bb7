import { Icon } from '@/components/ui/icon';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { certificatesPath, mediaPath, redirectsPath, securityPath, staffPath } from '@/config/staff-paths';
import { getDatabase } from '@/db';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { BrandLogo } from '@/components/layout/brand-logo';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { logoutAction } from '@/features/auth/actions';
import { getCurrentUser } from '@/features/auth/current-user';
import { can } from '@/config/permissions';
import { mustEnrol } from '@/features/auth/two-factor-policy';
import { countNewLeads } from '@/features/leads/leads.server';
import { Button } from '@/components/ui/button';

/**
 * Frame of every staff screen: brand, staff navigation with the count of new leads, sign-in security, language,
 * theme, sign-out. An account held at two-factor enrolment sees only the way to it.
 */
export async function AdminShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'admin' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const user = await getCurrentUser();
  const held = user ? mustEnrol(user) : false;
  const seesLeads = user && !held ? can(user.role, 'leads') : false;
  const newLeads = seesLeads ? await countNewLeads((await getDatabase()).db) : 0;
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const href = (path: string) => localizedPath(path, locale);

  return (
    <div className="flex min-h-dvh flex-col bg-muted">
      <header className="border-b border-border bg-background print:hidden">
        <div className="mx-auto flex max-w-site flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <BrandLogo area="admin" href={href('/')} name={common('brand.group')} tagline={t('shell.title')} />
          {user && (
            <nav aria-label={t('shell.navigation')} className="flex flex-wrap items-center gap-1 text-sm font-medium">
              {seesLeads && (
                <Link href={href('/admin/leads')} className="inline-flex items-center gap-2 rounded-md px-3 py-2 hover:bg-muted">
                  {t('shell.leads')}
                  {newLeads > 0 && (
                    <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground">
                      <span aria-hidden="true">{newLeads}</span>
                      <span className="sr-only">{t('shell.newCount', { count: newLeads })}</span>
                    </span>
                  )}
                </Link>
              )}
              {!held && (
                <Link href={href('/energy/admin/news')} className="rounded-md px-3 py-2 hover:bg-muted">
                  {t('shell.news')}
                </Link>
              )}
              {!held && can(user.role, 'content') && (
                <Link href={href('/admin/content')} className="rounded-md px-3 py-2 hover:bg-muted">
                  {t('shell.content')}
                </Link>
              )}
              {!held && can(user.role, 'content') && (
                <Link href={href(certificatesPath)} className="rounded-md px-3 py-2 hover:bg-muted">
                  {t('shell.certificates')}
                </Link>
              )}
              {!held && can(user.role, 'content') && (
                <Link href={href(mediaPath)} className="rounded-md px-3 py-2 hover:bg-muted">
                  {t('shell.media')}
                </Link>
              )}
              {!held && can(user.role, 'users') && (
                <Link href={href(staffPath)} className="rounded-md px-3 py-2 hover:bg-muted">
                  {t('shell.staff')}
                </Link>
              )}
              {!held && can(user.role, 'redirects') && (
                <Link href={href(redirectsPath)} className="rounded-md px-3 py-2 hover:bg-muted">
                  {t('shell.redirects')}
                </Link>
              )}
              <Link href={href(securityPath)} className="rounded-md px-3 py-2 hover:bg-muted">
                {t('shell.security')}
              </Link>
              <Link href={href('/')} className="rounded-md px-3 py-2 hover:bg-muted">
                {t('shell.viewSite')}
              </Link>
            </nav>
          )}
          <div className="flex items-center gap-1">
            <div className="rounded-md bg-theme-primary text-white">
              <LanguageToggle
                target={other}
                name={common(`language.${other}`)}
                label={common('language.switchTo', { language: common(`language.${other}`) })}
              />
            </div>
            <ThemeToggle labels={{ toDark: common('theme.toDark'), toLight: common('theme.toLight') }} />
            {user && (
              <form action={logoutAction}>
                <input type="hidden" name="locale" value={locale} />
                <Button type="submit" variant="ghost" size="sm" title={t('shell.signedInAs', { email: user.email })}>
                  <Icon name="log-out" className="flip-rtl" />
                  {t('shell.signOut')}
                </Button>
              </form>
            )}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
