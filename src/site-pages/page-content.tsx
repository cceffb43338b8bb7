import 'server-only';
import { cache, type ReactNode } from 'react';
import type { PageDocument } from '@/components/sections/blocks/document';
import { PageDocumentView } from '@/components/sections/page-document';
import { getDatabase } from '@/db';
import { publishedDocuments } from '@/features/content/store.server';
import type { Locale } from '@/i18n/config';
import { log } from '@/lib/log';
import { seedById } from './content-seed';

/**
 * Where pages' content documents come from (decision 011): the database, where each page's published version is
 * kept, over the repository's seed (`content-seed.ts`), which also stands in for any page the database cannot give
 * (while it is out of reach, or during `next build`, which never opens it).
 */
/**
 * Every page's document as visitors see it. Read when a page is rendered, which Next then keeps: pages render on
 * their first visit after a start, so what is published shows from the next start on (publishing that reaches
 * running servers comes with the editor). Read once per request however many parts of the page ask.
 */
const publishedById = cache(async (): Promise<Map<string, PageDocument>> => {
  const documents = await seedById();
  if (process.env.NEXT_PHASE === 'phase-production-build') return documents;
  try {
    const { db } = await getDatabase();
    return new Map([...documents, ...(await publishedDocuments(db))]);
  } catch (err) {
    log.warn({ err }, 'Content documents could not be read; pages show the repository version');
    return documents;
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
