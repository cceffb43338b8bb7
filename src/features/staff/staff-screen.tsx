import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import { cn } from '@/lib/cn';
import { roles } from '@/config/permissions';
import type { Database } from '@/db/open';
import type { SessionUser } from '@/features/auth/sessions';
import { TableHead } from '@/components/ui/table-head';
import { formatterFor } from '@/i18n/format';
import { LRI, PDI } from '@/i18n/bidi';
import type { Locale } from '@/i18n/config';
import { accountAuditLog, pendingInvitations, staffMembers } from './accounts.server';
import { staffAction } from './actions';
import { InviteForm } from './invite-form';

type Outcome = { done?: string; problem?: string; email?: string };

const cell = 'px-4 py-3 align-middle';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-card border border-border bg-card p-4 sm:p-6">
      <h2 id={id} className="text-h3 font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One row action: a small form with the action's name on its button, so it works without JavaScript. */
function RowAction({
  locale,
  action,
  id,
  label,
  name,
  variant = 'outline',
  children,
}: {
  locale: Locale;
  action: string;
  id: number;
  /** The button's words, and its name for a screen reader, which says whose row it acts on. */
  label: string;
  name: string;
  variant?: 'outline' | 'destructive';
  children?: ReactNode;
}) {
  return (
    <form action={staffAction} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="id" value={id} />
      {children}
      <Button type="submit" size="sm" variant={variant} aria-label={name}>
        {label}
      </Button>
    </form>
  );
}

/**
 * Staff accounts (admins): invite a colleague, withdraw an invitation, change a role, disable or enable an account,
 * reset a lost two-factor sign-in, and what was done to accounts lately. Every action is a plain form.
 */
export async function StaffScreen({ db, locale, user, outcome }: { db: Database; locale: Locale; user: SessionUser; outcome: Outcome }) {
  const t = await getTranslations({ locale, namespace: 'admin.staff' });
  const format = formatterFor(locale);
  const [people, invitations, activity] = await Promise.all([staffMembers(db), pendingInvitations(db), accountAuditLog(db, 30)]);
  const when = (date: Date) => <time dateTime={date.toISOString()}>{format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
  const roleName = (role: string) => (t.has(`roles.${role}`) ? t(`roles.${role}`) : role);
  const email = (address: string) => (
    <bdi dir="ltr" className="whitespace-nowrap">
      {address}
    </bdi>
  );
  // An address inside a sentence, kept left to right in an Arabic one (decision 009).
  const isolated = (address: string) => (locale === 'ar' ? `${LRI}${address}${PDI}` : address);

  return (
    <div className="mx-auto max-w-site space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-h1 font-bold">{t('title')}</h1>
        <p className="mt-1 max-w-prose text-muted-foreground">{t('intro')}</p>
      </div>

      {outcome.done && outcome.email && t.has(`done.${outcome.done}`) && (
        <p role="status" className="rounded-lg border border-primary/40 bg-primary/10 p-4 text-sm font-medium">
          {t(`done.${outcome.done}`, { email: isolated(outcome.email) })}
        </p>
      )}
      {outcome.problem && (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm font-medium text-destructive">
          {t(`problems.${t.has(`problems.${outcome.problem}`) ? outcome.problem : 'error'}`)}
        </p>
      )}

      <Part id="staff-invite" title={t('invite.title')}>
        <InviteForm
          locale={locale}
          copy={{
            email: t('invite.email'),
            role: t('invite.role'),
            roles: { admin: roleName('admin'), editor: roleName('editor') },
            mailLocale: t('invite.mailLocale'),
            languages: { ar: t('invite.languages.ar'), en: t('invite.languages.en') },
            hint: t('invite.hint'),
            submit: t('invite.submit'),
            submitting: t('invite.submitting'),
          }}
        />
      </Part>

      <Part id="staff-pending" title={t('pending.title')}>
        {invitations.length === 0 ? (
          <p className="text-muted-foreground">{t('pending.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-start text-sm">
              <TableHead headings={[t('columns.email'), t('columns.role'), t('pending.invitedBy'), t('pending.expires'), t('columns.actions')]} />
              <tbody className="divide-y divide-border">
                {invitations.map((invitation) => (
                  <tr key={invitation.id}>
                    <td className={cell}>{email(invitation.email)}</td>
                    <td className={cell}>{roleName(invitation.role)}</td>
                    <td className={cell}>{invitation.invitedBy ? email(invitation.invitedBy) : '—'}</td>
                    <td className={cell}>{when(invitation.expiresAt)}</td>
                    <td className={cell}>
                      <RowAction
                        locale={locale}
                        action="revoke"
                        id={invitation.id}
                        label={t('pending.revoke')}
                        name={t('pending.revokeNamed', { email: invitation.email })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Part>

      <Part id="staff-people" title={t('people.title')}>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[56rem] text-start text-sm">
            <TableHead
              headings={[
                t('columns.email'),
                t('columns.role'),
                t('people.twoFactor'),
                t('people.lastSignIn'),
                t('people.state'),
                t('columns.actions'),
              ]}
            />
            <tbody className="divide-y divide-border">
              {people.map((person) => {
                const self = person.id === user.id;
                return (
                  <tr key={person.id} className={person.disabled ? 'text-muted-foreground' : undefined}>
                    <th scope="row" className={`${cell} text-start font-medium`}>
                      {email(person.email)}
                      {self && <span className="ms-2 rounded-full bg-muted px-2 py-0.5 text-xs">{t('people.you')}</span>}
                    </th>
                    <td className={cell}>
                      {self ? (
                        roleName(person.role)
                      ) : (
                        <RowAction
                          locale={locale}
                          action="role"
                          id={person.id}
                          label={t('people.saveRole')}
                          name={t('people.saveRoleNamed', { email: person.email })}
                        >
                          <label htmlFor={`role-${person.id}`} className="sr-only">
                            {t('people.roleOf', { email: person.email })}
                          </label>
                          <select id={`role-${person.id}`} name="role" defaultValue={person.role} className={cn(controlClass(), 'w-auto')}>
                            {roles.map((role) => (
                              <option key={role} value={role}>
                                {roleName(role)}
                              </option>
                            ))}
                          </select>
                        </RowAction>
                      )}
                    </td>
                    <td className={cell}>{person.twoFactor ? t('people.on') : t('people.off')}</td>
                    <td className={cell}>{person.lastSignInAt ? when(person.lastSignInAt) : t('people.never')}</td>
                    <td className={cell}>{person.disabled ? t('people.disabled') : t('people.active')}</td>
                    <td className={cell}>
                      {!self && (
                        <div className="flex flex-wrap gap-2">
                          <RowAction
                            locale={locale}
                            action={person.disabled ? 'enable' : 'disable'}
                            id={person.id}
                            variant={person.disabled ? 'outline' : 'destructive'}
                            label={t(person.disabled ? 'people.enable' : 'people.disable')}
                            name={t(person.disabled ? 'people.enableNamed' : 'people.disableNamed', { email: person.email })}
                          />
                          {person.twoFactor && (
                            <RowAction
                              locale={locale}
                              action="resetTwoFactor"
                              id={person.id}
                              label={t('people.resetTwoFactor')}
                              name={t('people.resetTwoFactorNamed', { email: person.email })}
                            />
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Part>

      <Part id="staff-activity" title={t('activity.title')}>
        {activity.length === 0 ? (
          <p className="text-muted-foreground">{t('activity.empty')}</p>
        ) : (
          <ol className="divide-y divide-border text-sm">
            {activity.map((entry) => (
              <li key={entry.id} className="flex flex-wrap gap-x-4 gap-y-1 py-3">
                <span className="text-muted-foreground">{when(entry.at)}</span>
                <span>
                  {t(`activity.${entry.action}`, {
                    actor: entry.actor ? isolated(entry.actor) : t('activity.someone'),
                    subject: isolated(entry.subjectEmail),
                    role: roleName(entry.detail ?? ''),
                  })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Part>
    </div>
  );
}
