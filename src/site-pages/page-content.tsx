import 'server-only';
import type { ReactNode } from 'react';
import type { PageDocument } from '@/components/sections/blocks/document';
import { PageDocumentView } from '@/components/sections/page-document';
import type { Locale } from '@/i18n/config';
import { seedDocuments } from './content-seed';

/**
 * Where pages' content documents come from. For now the repository's definitions and message files, converted once
 * per process (`content-seed.ts`); the content issue moves them into the database, with these files as the seed.
 */
let documents: Promise<Map<string, PageDocument>> | undefined;

function allDocuments(): Promise<Map<string, PageDocument>> {
  if (!documents || process.env.NODE_ENV === 'development') {
    documents = seedDocuments().then((list) => new Map(list.map((document) => [document.id, document])));
  }
  return documents;
}

export async function pageDocumentFor(routeId: string): Promise<PageDocument | undefined> {
  return (await allDocuments()).get(routeId);
}

/** A page of the registry drawn from its document; `children` come after its blocks (e.g. a form). */
export async function DocumentPage({ document, locale, children }: { document: PageDocument; locale: Locale; children?: ReactNode }) {
  const all = await allDocuments();
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
