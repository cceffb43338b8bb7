'use server';

import { revalidateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { isCollectionId, slugFrom, slugMaxLength, slugProblem, type CollectionId } from '@/config/collections';
import { getDatabase } from '@/db';
import { formLocale, formText, staffActor } from '@/features/auth/staff-form.server';
import { localizedPath } from '@/i18n/paths';
import { requestLog } from '@/lib/log.server';
import { asPlainLine } from '@/lib/plain-text';
import { contentListPath, editorPath } from '../paths';
import { contentTag, latestDocuments } from '../store.server';
import { forgetRedirects } from '@/features/redirects/moved.server';
import { forgetLivePaths } from './live-paths.server';
import { createEntry, deleteEntry, moveEntry, setEntryCategory, storedEntries, unpublishEntry } from './store.server';
import { entryCategories, entryTemplate } from './template';

export type NewEntryState = {
  status: 'idle' | 'failed';
  /** Why, per field (already in the staff member's language), and for the form as a whole. */
  problems: Partial<Record<'titleAr' | 'titleEn' | 'slug' | 'category' | 'form', string>>;
  values: { collection: string; titleAr: string; titleEn: string; slug: string; category: string };
};

const titleLimit = 120;

/**
 * Creates an entry from its collection's template with the titles staff typed, unpublished, and opens it in the
 * editor. Every field is checked here whatever the browser did; a refusal keeps everything typed.
 */
export async function createEntryAction(_previous: NewEntryState, formData: FormData): Promise<NewEntryState> {
  const locale = formLocale(formData);
  const t = await getTranslations({ locale, namespace: 'contentAdmin.newEntry.problems' });
  const values = {
    collection: formText(formData, 'collection', 40),
    titleAr: formText(formData, 'titleAr', titleLimit * 2),
    titleEn: formText(formData, 'titleEn', titleLimit * 2),
    slug: formText(formData, 'slug', slugMaxLength * 2),
    category: formText(formData, 'category', 80),
  };
  const failed = (problems: NewEntryState['problems']): NewEntryState => ({ status: 'failed', problems, values });
  const user = await staffActor('content');
  if (!user || !isCollectionId(values.collection)) return failed({ form: t('error') });
  const collection: CollectionId = values.collection;
  const title = { ar: asPlainLine(values.titleAr), en: asPlainLine(values.titleEn) };
  const slug = (values.slug.trim() || slugFrom(title.en)).toLowerCase();
  const problems: NewEntryState['problems'] = {};
  if (!title.ar) problems.titleAr = t('titleMissing');
  else if (title.ar.length > titleLimit) problems.titleAr = t('titleLong', { limit: titleLimit });
  if (!title.en) problems.titleEn = t('titleMissing');
  else if (title.en.length > titleLimit) problems.titleEn = t('titleLong', { limit: titleLimit });
  const slugIssue = slugProblem(collection, slug);
  // An empty address is made from the English title: while that is missing too, its message says enough.
  if (slugIssue && (values.slug.trim() || title.en)) problems.slug = t(slugIssue === 'format' ? 'slugFormat' : 'slugReserved');
  let created: string;
  try {
    const { db } = await getDatabase();
    // Deleted pages too: a collection's new entries are modelled on its seed pages, even ones staff deleted.
    const documents = await latestDocuments(db, { withDeleted: true });
    const categories = entryCategories(collection, documents);
    const category = categories.find((candidate) => candidate.value === values.category);
    if (categories.length > 0 && !category) problems.category = t('categoryMissing');
    if (Object.keys(problems).length > 0) return failed(problems);
    const result = await createEntry(db, {
      collection,
      slug,
      category: category?.value,
      template: (id) => entryTemplate({ collection, id, slug, title, category }, documents),
      userId: user.id,
    });
    if (!result.ok)
      return failed({ slug: t(result.reason === 'taken' ? 'slugTaken' : result.reason === 'reserved' ? 'slugReserved' : 'slugFormat') });
    created = result.id;
  } catch (err) {
    (await requestLog()).error({ err }, 'Content entry could not be created');
    return failed({ form: t('error') });
  }
  (await requestLog()).info({ document: created, collection }, 'Content entry created');
  redirect(localizedPath(editorPath(created), locale));
}

/** Takes an entry off the site at once, everywhere (the content tag); it stays in the editor as a draft. */
export async function unpublishEntryAction(formData: FormData): Promise<void> {
  const locale = formLocale(formData);
  const id = formText(formData, 'id', 120);
  const user = await staffActor('content');
  if (!user) redirect(localizedPath(contentListPath, locale));
  const { db } = await getDatabase();
  if (await unpublishEntry(db, { id, userId: user.id })) revalidateTag(contentTag, { expire: 0 });
  forgetLivePaths();
  redirect(`${localizedPath(editorPath(id), locale)}?entry=unpublished`);
}

/** Deletes an entry (asked for twice in the form): off the site and out of the list, its history kept. */
export async function deleteEntryAction(formData: FormData): Promise<void> {
  const locale = formLocale(formData);
  const id = formText(formData, 'id', 120);
  const user = await staffActor('content');
  if (!user || formData.get('confirm') !== 'yes') redirect(localizedPath(user ? editorPath(id) : contentListPath, locale));
  const { db } = await getDatabase();
  if (await deleteEntry(db, { id, userId: user.id })) revalidateTag(contentTag, { expire: 0 });
  forgetLivePaths();
  redirect(`${localizedPath(contentListPath, locale)}?deleted=${encodeURIComponent(id)}`);
}

export type MoveState = { status: 'idle' | 'failed'; message?: string; slug: string };

/**
 * Gives an entry a new address. The old one, where visitors and search engines knew it, sends them on for good
 * (`moveEntry`); every page's links to the entry follow it, as cards name the entry rather than its address.
 */
export async function moveEntryAction(_previous: MoveState, formData: FormData): Promise<MoveState> {
  const locale = formLocale(formData);
  const t = await getTranslations({ locale, namespace: 'contentAdmin.newEntry.problems' });
  const id = formText(formData, 'id', 120);
  const slug = formText(formData, 'slug', slugMaxLength * 2).trim();
  const failed = (message: string): MoveState => ({ status: 'failed', message, slug });
  const user = await staffActor('content');
  if (!user) return failed(t('error'));
  let moved;
  try {
    moved = await moveEntry((await getDatabase()).db, { id, slug, userId: user.id });
  } catch (err) {
    (await requestLog()).error({ err }, 'Content entry could not be moved');
    return failed(t('error'));
  }
  if (!moved.ok) {
    const reason = { format: 'slugFormat', reserved: 'slugReserved', taken: 'slugTaken', same: 'slugSame', missing: 'error' } as const;
    return failed(t(reason[moved.reason]));
  }
  revalidateTag(contentTag, { expire: 0 });
  forgetRedirects();
  forgetLivePaths();
  (await requestLog()).info({ document: id }, 'Content entry moved');
  redirect(`${localizedPath(editorPath(id), locale)}?entry=moved`);
}

/** Files an entry under another of its catalogue's categories: its card's filter and its menu group follow at once. */
export async function categoryAction(formData: FormData): Promise<void> {
  const locale = formLocale(formData);
  const id = formText(formData, 'id', 120);
  const category = formText(formData, 'category', 80);
  const user = await staffActor('content');
  if (!user) redirect(localizedPath(contentListPath, locale));
  const { db } = await getDatabase();
  const entry = (await storedEntries(db)).find((candidate) => candidate.id === id);
  const allowed = entry ? entryCategories(entry.collection, await latestDocuments(db)).some((candidate) => candidate.value === category) : false;
  if (entry && allowed && (await setEntryCategory(db, { id, category, userId: user.id }))) {
    revalidateTag(contentTag, { expire: 0 });
    redirect(`${localizedPath(editorPath(id), locale)}?entry=category`);
  }
  redirect(localizedPath(editorPath(id), locale));
}
