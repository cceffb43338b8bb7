import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { translationGaps } from '@/components/sections/blocks/gaps';
import { siteConfig } from '@/config/site';
import { getDatabase } from '@/db';
import type { Locale } from '@/i18n/config';
import { messageFormats, siteTimeZone } from '@/i18n/format';
import { loadMessages } from '@/i18n/messages';
import { localizedPath } from '@/i18n/paths';
import { EntryPanel, type EntryNotice } from '../entries/entry-panel';
import { entryCategories, entryKinds } from '../entries/template';
import { documentPlace, documentPlaces } from '../places.server';
import { SchedulePanel, type ScheduleNotice } from '../schedule/schedule-panel';
import { pendingSchedules } from '../schedule/store.server';
import { documentDraft, latestDocuments } from '../store.server';
import { ContentEditor } from './content-editor';
import { editorSchema } from './schema.server';
import { contentListPath, historyPath, previewFramePath } from '../paths';
import { previewStartHref } from '../preview/preview-paths';

/** The page editor's frame: the document's newest version handed to the form, with the words the form needs. */
export async function EditorPage({
  id,
  locale,
  restored,
  notice,
  scheduleNotice,
}: {
  id: string;
  locale: Locale;
  restored?: number;
  notice?: EntryNotice;
  scheduleNotice?: ScheduleNotice;
}) {
  const { db } = await getDatabase();
  const route = await documentPlace(db, id);
  const draft = route && (await documentDraft(db, id));
  if (!route || !draft?.data) notFound();
  const t = await getTranslations({ locale, namespace: 'contentAdmin.editor' });
  const messages = await loadMessages(locale);
  const titles = messages.pages as Record<string, { title?: string }>;
  const pages = (await documentPlaces(db)).map((page) => ({ id: page.id, path: page.path, title: titles[page.id]?.title ?? page.path }));
  const documents = route.entry && (await latestDocuments(db, { withDeleted: true }));
  const categories =
    route.entry && documents
      ? entryCategories(route.entry.collection, documents).map((category) => ({ value: category.value, label: category.label[locale] }))
      : [];
  const brand = async (language: Locale) => (await getTranslations({ locale: language, namespace: 'common' }))('brand.group');
  const title = draft.data.hero.title[locale] || draft.data.hero.title[locale === 'ar' ? 'en' : 'ar'];
  return (
    <div className="mx-auto max-w-site px-4 py-8 sm:px-6">
      <nav aria-label={t('breadcrumb')} className="mb-2 text-sm">
        <Link href={localizedPath(contentListPath, locale)} className="text-primary underline-offset-4 hover:underline">
          {t('backToList')}
        </Link>
      </nav>
      <h1 className="text-h2 font-bold">{t('title', { page: title })}</h1>
      <p className="mb-4 text-sm text-muted-foreground">
        <bdi dir="ltr">{route.path}</bdi>
      </p>
      {route.entry && <EntryPanel entry={route.entry} locale={locale} categories={categories} notice={notice} />}
      <SchedulePanel id={id} locale={locale} isEntry={Boolean(route.entry)} pending={await pendingSchedules(db, id)} notice={scheduleNotice} />
      <NextIntlClientProvider locale={locale} messages={{ contentAdmin: messages.contentAdmin }} timeZone={siteTimeZone} formats={messageFormats}>
        <ContentEditor
          id={id}
          schema={editorSchema()}
          draft={{ data: draft.data, version: draft.version, publishedVersion: draft.publishedVersion, gaps: translationGaps(draft.data) }}
          pages={pages}
          choiceLabels={choiceNames(
            (messages.sections as { caseStudies: CaseStudyNames }).caseStudies,
            messages.leads.services as Record<string, string>,
          )}
          allowedKinds={route.entry && documents ? entryKinds(route.entry.collection, documents) : undefined}
          links={{
            previewAr: previewStartHref(id, 'ar'),
            previewEn: previewStartHref(id, 'en'),
            previewFrame: localizedPath(previewFramePath(id), locale),
            history: localizedPath(historyPath(id), locale),
            page: localizedPath(route.path, locale),
          }}
          site={{ url: siteConfig.url, path: route.path, brand: { ar: await brand('ar'), en: await brand('en') } }}
          restored={restored}
        />
      </NextIntlClientProvider>
    </div>
  );
}

type Names = Record<string, string>;
type CaseStudyNames = { divisions: Names; sectors: Names; solutionNames: Names };

/** How the editor names the values of its closed lists that are the site's words: services, and case studies' facets. */
const choiceNames = (caseStudies: CaseStudyNames, services: Names) => ({
  service: services,
  division: caseStudies.divisions,
  sector: caseStudies.sectors,
  solutions: caseStudies.solutionNames,
});
