import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { unstable_cache } from 'next/cache';
import { cache, type ReactNode } from 'react';
import type { PageDocument } from '@/components/sections/blocks/document';
import { PageDocumentView } from '@/components/sections/page-document';
import { getDatabase } from '@/db';
import { seesDrafts } from '@/features/content/preview/draft-access.server';
import { contentTag, latestDocuments, publishedDocuments } from '@/features/content/store.server';
import type { Locale } from '@/i18n/config';
import { pageMetadata } from '@/lib/page-metadata';
import { seoOf } from './document-seo';
import { registryPage } from '@/lib/registry-page';
import { wordsIn } from '@/components/sections/blocks/words';
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

/**
 * The seed, while the database is out of reach. Kept 30 s, which a page drawn from it takes on (Next keeps a page no
 * longer than the shortest-lived data it read), so such a page is drawn again from the database soon after it is
 * back rather than kept until the next publish.
 */
const seedWhileUnreachable = unstable_cache(async () => [...(await seedById())], ['content-seed-while-unreachable'], { revalidate: 30 });

/** Every page's document as visitors see it, read once per request however many parts of the page ask. */
const publishedById = cache(async (): Promise<Map<string, PageDocument>> => {
  try {
    return new Map(await cachedPublished());
  } catch (err) {
    log.warn({ err }, 'Content documents could not be read; pages show the repository version');
    return new Map(await seedWhileUnreachable());
  }
});

/**
 * Every page's newest version, saved or published, over the seed: what a staff preview shows. Read straight from
 * the database on each request and kept nowhere (not in Next's cache, whose entries anyone may be served); Next
 * neither keeps nor shares a page rendered in draft mode.
 */
async function readLatest(): Promise<Map<string, PageDocument>> {
  const documents = await seedById();
  const { db } = await getDatabase();
  return new Map([...documents, ...(await latestDocuments(db))]);
}

/**
 * The documents this request's pages are drawn from: the newest versions for staff previewing in draft mode
 * (`seesDrafts`: draft mode and a session allowed to edit content), the published ones for everyone else.
 */
const documentsById = cache(async (): Promise<Map<string, PageDocument>> => {
  if (await seesDrafts()) {
    try {
      return await readLatest();
    } catch (err) {
      log.warn({ err }, 'Draft content documents could not be read; the preview shows the published pages');
    }
  }
  return publishedById();
});

/**
 * Every page's published document, by route id, whoever asks: for what is kept and shared under the content tag
 * (the search index), which must never hold a draft. Throws while the database is out of reach, so nothing drawn
 * from the seed in its place is kept under the tag; `seedPageDocuments` is the stand-in.
 */
export async function publishedPageDocuments(): Promise<Map<string, PageDocument>> {
  return new Map(await cachedPublished());
}

/** The repository's documents, for what stands in while the database is out of reach. */
export const seedPageDocuments = seedById;

/** A page's document as this request shows it: published, or its newest version in a staff preview. */
export async function pageDocumentFor(routeId: string): Promise<PageDocument | undefined> {
  return (await documentsById()).get(routeId);
}

/** A page of the registry drawn from its document; `tool` comes under its hero (e.g. the calculator), `children` after its blocks. */
export async function DocumentPage({
  document,
  locale,
  tool,
  children,
  printHero,
}: {
  document: PageDocument;
  locale: Locale;
  tool?: ReactNode;
  children?: ReactNode;
  printHero?: boolean;
}) {
  const all = await documentsById();
  const sources = (id: string) => {
    const source = all.get(id);
    return source && { title: source.hero.title, card: source.card };
  };
  return (
    <PageDocumentView page={document} locale={locale} sources={sources} tool={tool} printHero={printHero}>
      {children}
    </PageDocumentView>
  );
}

/** A registry page's metadata: its document's search-engine fields as published, when it has one. */
export async function documentMetadata(route: { id: string; path: string }, locale: Locale): Promise<Metadata> {
  const document = await pageDocumentFor(route.id);
  return pageMetadata(route.id, route.path, locale, document && seoOf(document, locale));
}

type Params = Promise<{ locale: string }>;

/**
 * What the route file of a registry page drawn from its document needs: metadata from the document, the page's
 * locale, its document (404 without one) and, for a page that is its document alone, the page itself.
 */
export function documentRoute(id: string) {
  const page = registryPage(id);
  const route = {
    route: page.route,
    localeOf: page.localeOf,
    async generateMetadata({ params }: { params: Params }): Promise<Metadata> {
      return documentMetadata(page.route, await page.localeOf(params));
    },
    async document(): Promise<PageDocument> {
      return (await pageDocumentFor(id)) ?? notFound();
    },
    async Page({ params }: { params: Params }) {
      const locale = await page.localeOf(params);
      return <DocumentPage document={await route.document()} locale={locale} />;
    },
  };
  return route;
}
