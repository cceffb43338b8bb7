import { eq } from 'drizzle-orm';
import { siteConfig } from '@/config/site';
import type { Database } from '@/db/open';
import { users } from '@/db/schema';
import { enqueueMail } from '@/features/leads/outbox.server';
import { kickOutbox } from '@/features/leads/worker.server';
import { hit } from '@/lib/rate-limit.server';

/** Wrong second-factor codes on one account within an hour before its owner is e-mailed (a typo or two is no news). */
export const ALERT_AFTER_WRONG_CODES = 3;

/** The alert, in both languages (staff may read either). Names no address or code: only what the owner must do. */
export function wrongCodeAlert(site: string): { subject: string; text: string } {
  return {
    subject: 'تنبيه أمني: رموز تحقق خاطئة على حسابك / Security alert: wrong sign-in codes on your account',
    text: [
      `أُدخلت رموز تحقق خاطئة عدة مرات على حساب الموظف الخاص بك في ${site}.`,
      'إن لم تكن أنت، فكلمة مرورك معروفة لشخص آخر: اطلب من مسؤول الموقع تغييرها الآن. يبقى حسابك محميًا ما دام رمز التطبيق ورموز الاسترداد معك وحدك.',
      '',
      `Wrong two-factor codes were entered several times on your staff account at ${site}.`,
      'If this was not you, someone else knows your password: ask the site administrator to change it now. Your account stays protected while only you hold your app and your recovery codes.',
    ].join('\n'),
  };
}

/**
 * Notes a wrong code on an account; from the third in an hour, its owner is e-mailed through the site's outbox (the
 * one that sends enquiries, with its retries), at most once a day.
 */
export async function noteWrongCode(db: Database, userId: number): Promise<void> {
  const wrong = await hit(db, `two-factor:wrong:${userId}`, { limit: 2_000_000_000, windowSeconds: 60 * 60 });
  if (wrong.count < ALERT_AFTER_WRONG_CODES) return;
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!owner) return;
  const day = new Date().toISOString().slice(0, 10);
  await enqueueMail(db, { dedupeKey: `two-factor-alert:${userId}:${day}`, to: owner.email, ...wrongCodeAlert(siteConfig.url) });
  void kickOutbox(db);
}
