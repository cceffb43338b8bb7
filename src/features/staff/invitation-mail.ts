import { welcomePath } from '@/config/staff-paths';
import type { Role } from '@/config/permissions';
import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { INVITATION_HOURS } from './accounts.server';

const roleWords: Record<Role, { ar: string; en: string }> = {
  admin: { ar: 'مسؤول', en: 'administrator' },
  editor: { ar: 'محرر', en: 'editor' },
};

/** The address an invitation's link opens, in the language the admin chose for it. */
export function invitationLink(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl.replace(/\/$/, '')}${localizedPath(welcomePath, locale)}?token=${encodeURIComponent(token)}`;
}

/**
 * The invitation e-mail, in both languages (the chosen one first), as the site's other staff mail is: staff may read
 * either. It names who invited, the role and the deadline; it holds no password.
 */
export function invitationMail(input: {
  siteUrl: string;
  group: { ar: string; en: string };
  locale: Locale;
  token: string;
  role: Role;
  /** The address invited, which the account will sign in with. */
  email: string;
  invitedBy: string;
}): { subject: string; text: string } {
  const link = invitationLink(input.siteUrl, input.locale, input.token);
  const ar = [
    `دعاك ${input.invitedBy} للانضمام إلى فريق موقع ${input.group.ar} بصفة ${roleWords[input.role].ar}، وتسجّل الدخول بعنوانك ${input.email}.`,
    `لإنشاء حسابك واختيار كلمة مرورك افتح هذا الرابط خلال ${INVITATION_HOURS} ساعة، ويعمل مرة واحدة فقط:`,
    link,
    'إن لم تكن تتوقع هذه الدعوة فتجاهل هذه الرسالة، ولن يُنشأ أي حساب.',
  ];
  const en = [
    `${input.invitedBy} has invited you to join the ${input.group.en} website team as an ${roleWords[input.role].en}, signing in as ${input.email}.`,
    `To create your account and choose your password, open this link within ${INVITATION_HOURS} hours; it works once:`,
    link,
    'If you were not expecting this invitation, ignore this message and no account will be created.',
  ];
  const [first, second] = input.locale === 'ar' ? [ar, en] : [en, ar];
  return {
    subject:
      input.locale === 'ar'
        ? `دعوة للانضمام إلى فريق موقع ${input.group.ar} / Invitation to the ${input.group.en} website team`
        : `Invitation to the ${input.group.en} website team / دعوة للانضمام إلى فريق موقع ${input.group.ar}`,
    text: [...first, '', '—', '', ...second].join('\n'),
  };
}
