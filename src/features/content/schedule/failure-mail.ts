import type { Locale } from '@/i18n/config';
import { localizedPath } from '@/i18n/paths';
import { formatterFor } from '@/i18n/format';
import { editorPath } from '../paths';
import type { ScheduleAction, ScheduleOutcome } from './store.server';

type Failure = Extract<ScheduleOutcome, 'gaps' | 'missing'>;

const when = (at: Date, locale: Locale) => formatterFor(locale).dateTime(at, { dateStyle: 'long', timeStyle: 'short' });

/**
 * The e-mail to whoever planned a change that could not be made, in both languages (staff may read either): what
 * did not happen, why, and the editor's address to put it right.
 */
export function scheduleFailureMail(input: {
  siteUrl: string;
  documentId: string;
  title: { ar: string; en: string };
  action: ScheduleAction;
  outcome: Failure;
  runAt: Date;
}): { subject: string; text: string } {
  const link = (locale: Locale) => `${input.siteUrl.replace(/\/$/, '')}${localizedPath(editorPath(input.documentId), locale)}`;
  const title = { ar: input.title.ar || input.title.en, en: input.title.en || input.title.ar };
  const what = {
    ar: input.action === 'publish' ? `نشر صفحة «${title.ar}»` : `إخفاء صفحة «${title.ar}» من الموقع`,
    en: input.action === 'publish' ? `publishing “${title.en}”` : `taking “${title.en}” off the site`,
  };
  const why = {
    ar:
      input.outcome === 'gaps'
        ? 'في أحدث نسخة محفوظة منها حقول مكتوبة بلغة واحدة أو فارغة، ولا تُنشر صفحة ناقصة الترجمة. أكمِلها واحفظها ثم انشرها أو جدوِلها من جديد.'
        : 'لم تعد الصفحة موجودة في المحرر (حُذفت)، فلم يُنفَّذ شيء.',
    en:
      input.outcome === 'gaps'
        ? 'Its newest saved version has fields in one language only or left empty, and a half-translated page is never published. Complete and save it, then publish it or schedule it again.'
        : 'The page is no longer in the editor (it was deleted), so nothing was done.',
  };
  const ar = [`لم يتم ${what.ar} كما كان مجدولًا في ${when(input.runAt, 'ar')} بتوقيت الرياض.`, why.ar, link('ar')];
  const en = [`${capitalised(what.en)} as scheduled for ${when(input.runAt, 'en')} Riyadh time did not happen.`, why.en, link('en')];
  return {
    subject: `لم يُنفَّذ التغيير المجدول: ${title.ar} / Scheduled change not made: ${title.en}`,
    text: [...ar, '', '—', '', ...en].join('\n'),
  };
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
