import 'server-only';
import type { CollectionId } from '@/config/collections';
import type { Area } from '@/config/routes';
import { translationGaps } from '@/components/sections/blocks/gaps';
import { inLanguage } from '@/components/sections/blocks/words';
import type { Database } from '@/db/open';
import { documentPlaces } from '../places.server';
import { pendingSchedules, type ScheduleAction } from '../schedule/store.server';
import { documentSummaries } from '../store.server';

export type DocumentType = 'product' | 'application' | 'page';

/** What a document is: entries of the product and application collections, or a fixed page. */
export function documentType(collection: CollectionId | undefined): DocumentType {
  if (collection === 'energy-applications') return 'application';
  return collection ? 'product' : 'page';
}

/**
 * Per language: published as it is, changes in a draft (a draft that only touches the other language's words leaves
 * this one as published), or fields missing (which stop publishing).
 */
export type LanguageState = { missing: number; draft: boolean; published: boolean };

export type DocumentSummary = {
  id: string;
  path: string;
  area: Area;
  type: DocumentType;
  /** The page's title in both languages, as its draft has it. */
  title: { ar: string; en: string };
  version: number;
  publishedVersion: number | null;
  updatedAt: Date;
  updatedBy: string | null;
  ar: LanguageState;
  en: LanguageState;
  /** Changes planned for a later minute (decision 014), soonest first. */
  scheduled: { action: ScheduleAction; runAt: Date }[];
};

/** Whether a draft changes what one language's visitors see; a document never published is all draft. */
export const changesIn = (language: 'ar' | 'en', draft: unknown, published: unknown | undefined) =>
  published === undefined || JSON.stringify(inLanguage(draft, language)) !== JSON.stringify(inLanguage(published, language));

/** Every document the editor lists, in the registry's order with entries after their catalogue, with each language's state. */
export async function listDocuments(db: Database): Promise<DocumentSummary[]> {
  const rows = new Map((await documentSummaries(db)).map((row) => [row.id, row]));
  const schedules = await pendingSchedules(db);
  return (await documentPlaces(db)).flatMap((route) => {
    const row = rows.get(route.id);
    if (!row?.data) return [];
    const gaps = translationGaps(row.data);
    const state = (language: 'ar' | 'en'): LanguageState => ({
      missing: gaps.filter((gap) => gap.missing === language || gap.missing === 'both').length,
      draft: row.version !== row.publishedVersion && changesIn(language, row.data, row.published),
      published: row.publishedVersion !== null,
    });
    return [
      {
        id: route.id,
        path: route.path,
        area: route.area,
        type: documentType(route.entry?.collection),
        title: row.data.hero.title,
        version: row.version,
        publishedVersion: row.publishedVersion,
        updatedAt: row.updatedAt,
        updatedBy: row.updatedBy,
        ar: state('ar'),
        en: state('en'),
        scheduled: schedules.filter((schedule) => schedule.documentId === route.id).map(({ action, runAt }) => ({ action, runAt })),
      },
    ];
  });
}

export type ListFilters = { q: string; area: Area | ''; type: DocumentType | ''; state: 'draft' | 'missing' | 'scheduled' | '' };

const areas: readonly string[] = ['group', 'energy', 'electronics'];
const types: readonly string[] = ['product', 'application', 'page'];
const states: readonly string[] = ['draft', 'missing', 'scheduled'];

/** The list's filters from its address (a GET form, so they work without JavaScript); anything unknown is ignored. */
export function filtersFrom(query: Record<string, string | string[] | undefined>): ListFilters {
  const one = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
  return {
    q: one('q').trim().slice(0, 100),
    area: (areas.includes(one('area')) ? one('area') : '') as ListFilters['area'],
    type: (types.includes(one('type')) ? one('type') : '') as ListFilters['type'],
    state: (states.includes(one('state')) ? one('state') : '') as ListFilters['state'],
  };
}

export function filterDocuments(documents: DocumentSummary[], filters: ListFilters): DocumentSummary[] {
  const q = filters.q.toLocaleLowerCase();
  return documents.filter(
    (document) =>
      (!filters.area || document.area === filters.area) &&
      (!filters.type || document.type === filters.type) &&
      (filters.state !== 'draft' || document.ar.draft || document.en.draft) &&
      (filters.state !== 'missing' || document.ar.missing + document.en.missing > 0) &&
      (filters.state !== 'scheduled' || document.scheduled.length > 0) &&
      (!q || [document.title.ar, document.title.en, document.path].some((text) => text.toLocaleLowerCase().includes(q))),
  );
}
