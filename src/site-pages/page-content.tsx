import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache, type ReactNode } from 'react';
import type { PageDocument } from '@/components/sections/blocks/document';
import { PageDocumentView } from '@/components/sections/page-document';
import { getDatabase } from '@/db';
import { contentTag, publishedDocuments } from '@/features/content/store.server';
import type { Locale } from '@/i18n/config';
import { log } from '@/lib/log';
import { seedById } from './content-seed';

/**
 * Where pages' content documents come from (decision 011): the database, where each page's published version is
 * kept, over the repository's seed (`content-seed.ts`), which also stands in for any page the database cannot give
 * (while it is out of reach, or during `next build`, which never opens it).
 */
async function readPublished(): Promise<[string, PageDocument][]> {
  const documents = await seedById();
  if (process.env.NEXT_PHASE === 'phase-production-build') return [...documents];
  const { db } = await getDatabase();
  return [...new Map([...documents, ...(await publishedDocuments(db))])];
}

/**
 * Kept in Next's cache under the content tag, which every page drawing on it then carries: publishing invalidates
 * the tag on every instance, and those pages are rendered afresh on their next visit.
 */
const cachedPublished = unstable_cache(readPublished, ['content-documents'], { tags: [contentTag] });

/** Every page's document as visitors see it, read once per request however many parts of the page ask. */
const publishedById = cache(async (): Promise<Map<string, PageDocument>> => {
  try {
    return new Map(await cachedPublished());
  } catch (err) {
    // Not kept: the next request asks the database again.
    log.warn({ err }, 'Content documents could not be read; pages show the repository version');
    return seedById();
  }
});

/** Every page's published document, by route id. */
export function publishedPageDocuments(): Promise<Map<string, PageDocument>> {
  return publishedById();
}

export async function pageDocumentFor(routeId: string): Promise<PageDocument | undefined> {
  return (await publishedById()).get(routeId);
}

/** A page of the registry drawn from its document; `children` come after its blocks (e.g. a form). */
export async function DocumentPage({ document, locale, children }: { document: PageDocument; locale: Locale; children?: ReactNode }) {
  const all = await publishedById();
  const sources = (id: string) => {
    const source = all.get(id);
    return source && { title: source.hero.title, card: source.card };
  };
  return (
    <PageDocumentView page={document} locale={locale} sources={sources}>
      {children}
    </PageDocumentView>
  );
}
