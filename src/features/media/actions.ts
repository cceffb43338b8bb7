'use server';

import { revalidateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getDatabase } from '@/db';
import { formLocale, formText, staffActor } from '@/features/auth/staff-form.server';
import { localizedPath } from '@/i18n/paths';
import { requestLog } from '@/lib/log.server';
import { asPlainLine } from '@/lib/plain-text';
import { mediaItemOf, mediaItemPath, mediaPath } from './paths';
import { deleteMedia, describePicture } from './store.server';
import { mediaTag } from './tag';

const limits = { alt: 250, caption: 300 } as const;
const fields = ['altAr', 'altEn', 'captionAr', 'captionEn', 'focusX', 'focusY'] as const;
export type DescribeValues = Record<(typeof fields)[number], string>;
export type DescribeState = {
  status: 'idle' | 'saved' | 'failed';
  problems: Partial<Record<(typeof fields)[number] | 'form', string>>;
  values: DescribeValues;
};

const percent = (value: string) => (/^\d{1,3}$/.test(value.trim()) && Number(value) <= 100 ? Number(value) : undefined);

/**
 * Describes a picture of the library (decision 019): what it shows in both languages (required), a caption (both
 * languages or none) and its focal point. Checked here whatever the browser did; a refusal keeps everything typed.
 */
export async function describePictureAction(_previous: DescribeState, formData: FormData): Promise<DescribeState> {
  const locale = formLocale(formData);
  const t = await getTranslations({ locale, namespace: 'admin.media.problems' });
  const values = Object.fromEntries(fields.map((name) => [name, formText(formData, name, 1000)])) as DescribeValues;
  const failed = (problems: DescribeState['problems']): DescribeState => ({ status: 'failed', problems, values });
  const user = await staffActor('content');
  const item = mediaItemOf(formText(formData, 'item', 80));
  if (!user || item?.kind !== 'picture') return failed({ form: t('error') });

  const problems: DescribeState['problems'] = {};
  const line = (name: (typeof fields)[number], limit: number, required: boolean, long: 'altLong' | 'captionLong') => {
    const value = asPlainLine(values[name]);
    if (!value && required) problems[name] = t('altMissing');
    else if (value.length > limit) problems[name] = t(long, { limit });
    return value;
  };
  const alt = { ar: line('altAr', limits.alt, true, 'altLong'), en: line('altEn', limits.alt, true, 'altLong') };
  const caption = { ar: line('captionAr', limits.caption, false, 'captionLong'), en: line('captionEn', limits.caption, false, 'captionLong') };
  // A caption, like every word on the site, is in both languages or in neither.
  if (caption.ar && !caption.en) problems.captionEn = t('captionOther');
  if (caption.en && !caption.ar) problems.captionAr = t('captionOther');
  const focus = { x: percent(values.focusX), y: percent(values.focusY) };
  if (focus.x === undefined) problems.focusX = t('focus');
  if (focus.y === undefined) problems.focusY = t('focus');
  if (Object.keys(problems).length > 0) return failed(problems);

  try {
    const { db } = await getDatabase();
    const saved = await describePicture(db, item.id, {
      alt,
      caption: caption.ar && caption.en ? caption : undefined,
      focus: { x: focus.x!, y: focus.y! },
    });
    if (!saved) return failed({ form: t('error') });
  } catch (err) {
    (await requestLog()).error({ err }, 'Picture could not be described');
    return failed({ form: t('error') });
  }
  revalidateTag(mediaTag, { expire: 0 });
  (await requestLog()).info({ picture: item.id }, 'Picture described');
  return { status: 'saved', problems: {}, values };
}

/** Deletes an item nothing uses (asked twice in the form); one in use stays, and its page says why. */
export async function deleteMediaAction(formData: FormData): Promise<void> {
  const locale = formLocale(formData);
  const item = mediaItemOf(formText(formData, 'item', 80));
  const user = await staffActor('content');
  if (!user || !item) redirect(localizedPath(mediaPath, locale));
  if (formData.get('confirm') !== 'yes') redirect(localizedPath(mediaItemPath(item.kind, item.id), locale));
  const outcome = await deleteMedia((await getDatabase()).db, item.kind, item.id);
  if (outcome === 'used') redirect(`${localizedPath(mediaItemPath(item.kind, item.id), locale)}?problem=used`);
  revalidateTag(mediaTag, { expire: 0 });
  (await requestLog()).info({ media: item.id, kind: item.kind, outcome }, 'Media item deleted');
  redirect(`${localizedPath(mediaPath, locale)}?deleted=1`);
}
