import type { Locale } from '@/i18n/config';
import { dayMoment, formatterFor } from '@/i18n/format';
import { localizedPath } from '@/i18n/paths';
import { certificatePath } from './paths';

const longDate = (day: string, locale: Locale) => formatterFor(locale).dateTime(dayMoment(day), { dateStyle: 'long' });

/**
 * The warning that a certificate is about to expire, in both languages (staff may read either): which one, when, how
 * many days are left, and where to upload its renewal. After that day it leaves the site by itself.
 */
export function certificateReminderMail(input: {
  siteUrl: string;
  id: number;
  standard: string;
  title: { ar: string; en: string };
  validUntil: string;
  daysLeft: number;
}): { subject: string; text: string } {
  const link = (locale: Locale) => `${input.siteUrl.replace(/\/$/, '')}${localizedPath(certificatePath(input.id), locale)}`;
  const ar = [
    `تنتهي صلاحية شهادة ${input.standard} (${input.title.ar}) في ${longDate(input.validUntil, 'ar')}، أي بعد ${input.daysLeft} يومًا.`,
    'بعد ذلك اليوم تختفي من صفحات الشهادات في الموقع تلقائيًا. حين تصل الشهادة المجدَّدة حدّث تاريخها وارفع نسختها من هنا:',
    link('ar'),
  ];
  const en = [
    `The ${input.standard} certificate (${input.title.en}) expires on ${longDate(input.validUntil, 'en')}, in ${input.daysLeft} days.`,
    'After that day it leaves the site’s certification pages by itself. When the renewed certificate arrives, update its dates and upload it here:',
    link('en'),
  ];
  return {
    subject: `تنبيه انتهاء شهادة ${input.standard} / ${input.standard} certificate expires on ${longDate(input.validUntil, 'en')}`,
    text: [...ar, '', '—', '', ...en].join('\n'),
  };
}
