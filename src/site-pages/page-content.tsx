import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { unstable_cache } from 'next/cache';
import { cache, type ReactNode } from 'react';
import type { PageDocument } from '@/components/sections/blocks/document';
import { PageDocumentView } from '@/components/sections/page-document';
import { getDatabase } from '@/db';
import { seesDrafts } from '@/features/content/preview/draft-access.server';
import { storedEntries, storedIds, type StoredEntry } from '@/features/content/entries/store.server';
import { contentTag, latestDocuments, publishedDocuments } from '@/features/content/store.server';
import type { Locale } from '@/i18n/config';
import { collections, seedEntryOf } from '@/config/collections';
import { findPageRoute, findPageRouteById, type Area } from '@/config/routes';
import { pageMetadata } from '@/lib/page-metadata';
import { seoOf } from './document-seo';
import { socialImagePath } from '@/features/social-image/paths';
import { registryPage } from '@/lib/registry-page';
import { log } from '@/lib/log';
import { seedById } from './content-seed';
import type { NavEntry } from '@/components/layout/nav-model';
import { wordsIn } from '@/components/sections/blocks/words';
import { withEntries } from './catalogue-entries';
import { seedEntries, type SiteEntry } from './seed-entries';
import { PageStructuredData } from './structured-data';
import { pageCertificates } from './certificates.server';
import { pageCaseStudies } from './case-studies';
import { withPictureLooks } from './picture-looks.server';

/** What pages are drawn from: every document by id, and the collections' entries visitors can reach. */
type Site = { documents: Map<string, PageDocument>; entries: SiteEntry[] };
type StoredSite = { documents: [string, PageDocument][]; entries: SiteEntry[] };

const fromSeed = (seed: Map<string, PageDocument>): StoredSite => ({ documents: [...seed], entries: seedEntries(seed) });
const toSite = (stored: StoredSite): Site => ({ documents: new Map(stored.documents), entries: stored.entries });

/** Seed entries first, in their catalogue's order, then the entries staff added, by address. */
function inCatalogueOrder(entries: StoredEntry[], seed: SiteEntry[]): SiteEntry[] {
  const rank = new Map(seed.map((entry, index) => [entry.id, index]));
  return entries
    .map(({ id, collection, slug, category, path }) => ({ id, collection, slug, ...(category ? { category } : {}), path }))
    .sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity) || a.path.localeCompare(b.path));
}

/**
 * The site as the database has it, the seed (`content-seed.ts`) filling in any page the database has never held
 * (decision 011): a page it holds but does not publish (an unpublished or deleted entry, decision 013) stays away.
 * `latest`: every document's newest version and every entry, published or not (a staff preview).
 */
async function readSite(latest: boolean): Promise<StoredSite> {
  const seed = await seedById();
  if (process.env.NEXT_PHASE === 'phase-production-build') return fromSeed(seed);
  const { db } = await getDatabase();
  const [stored, ids, entries] = await Promise.all([latest ? latestDocuments(db) : publishedDocuments(db), storedIds(db), storedEntries(db)]);
  const documents = new Map([...seed].filter(([id]) => !ids.has(id)));
  for (const [id, document] of stored) documents.set(id, document);
  const reachable = entries.filter((entry) => (latest || entry.published) && documents.has(entry.id));
  return { documents: [...documents], entries: inCatalogueOrder(reachable, seedEntries(seed)) };
}

/**
 * Kept in Next's cache under the content tag, which every page drawing on it then carries: publishing invalidates
 * the tag on every instance, and those pages are rendered afresh on their next visit.
 */
const cachedPublished = unstable_cache(() => readSite(false), ['content-site'], { tags: [contentTag] });

/**
 * The seed, while the database is out of reach. Kept 30 s, which a page drawn from it takes on (Next keeps a page no
 * longer than the shortest-lived data it read), so such a page is drawn again from the database soon after it is
 * back rather than kept until the next publish.
 */
const seedWhileUnreachable = unstable_cache(async () => fromSeed(await seedById()), ['content-seed-while-unreachable'], { revalidate: 30 });

/** The site as visitors see it, read once per request however many parts of the page ask. */
const publishedSite = cache(async (): Promise<Site> => {
  try {
    return toSite(await cachedPublished());
  } catch (err) {
    log.warn({ err }, 'Content documents could not be read; pages show the repository version');
    return toSite(await seedWhileUnreachable());
  }
});

/**
 * The site this request's pages are drawn from: the newest versions and every entry for staff previewing in draft
 * mode (`seesDrafts`: draft mode and a session allowed to edit content), read straight from the database and kept
 * nowhere (Next neither keeps nor shares a page rendered in draft mode); the published site for everyone else.
 */
const requestSite = cache(async (): Promise<Site> => {
  if (await seesDrafts()) {
    try {
      return toSite(await readSite(true));
    } catch (err) {
      log.warn({ err }, 'Draft content documents could not be read; the preview shows the published pages');
    }
  }
  return publishedSite();
});

const documentsById = async () => (await requestSite()).documents;

/**
 * The published site, whoever asks: for what is kept and shared under the content tag (the search index, the
 * sitemap), which must never hold a draft. Throws while the database is out of reach, so nothing drawn from the
 * seed in its place is kept under the tag; `seedPageDocuments` is the stand-in.
 */
export async function publishedPageDocuments(): Promise<Map<string, PageDocument>> {
  return new Map((await cachedPublished()).documents);
}

/** The published entries of every collection, in catalogue order (same rules as `publishedPageDocuments`). */
export async function publishedEntries(): Promise<SiteEntry[]> {
  return (await cachedPublished()).entries;
}

/** The entries this request's pages show: published ones, or every one in a staff preview. */
export async function siteEntries(): Promise<SiteEntry[]> {
  return (await requestSite()).entries;
}

/** Where page `id` is, as this request sees the site: an entry's address, or a fixed page's (decision 013). */
export async function pagePathOf(id: string): Promise<string | undefined> {
  const entry = (await siteEntries()).find((candidate) => candidate.id === id);
  if (entry) return entry.path;
  return seedEntryOf(id) ? undefined : findPageRouteById(id)?.path;
}

/** The entries this request's menus list, named in `locale` by their pages' titles and card lines. */
export async function navEntries(locale: Locale): Promise<NavEntry[]> {
  const { documents, entries } = await requestSite();
  const words = wordsIn(locale);
  return entries.flatMap((entry) => {
    const document = documents.get(entry.id);
    if (!document) return [];
    const description = words.maybe(document.card);
    return [{ ...entry, label: words.text(document.hero.title), ...(description ? { description } : {}) }];
  });
}

/** The entry an address is, as this request sees the site. */
export async function entryAt(path: string): Promise<SiteEntry | undefined> {
  return (await siteEntries()).find((entry) => entry.path === path);
}

/** The published page at a public address (an entry, or a fixed page drawn from its document), with its area. */
export async function documentAt(path: string): Promise<{ document: PageDocument; area: Area } | undefined> {
  const entry = await entryAt(path);
  const route = entry ? undefined : findPageRoute(path);
  const id = entry?.id ?? (route && !route.private && !seedEntryOf(route.id) ? route.id : undefined);
  const document = id && (await pageDocumentFor(id));
  if (!document) return undefined;
  return { document, area: entry ? collections[entry.collection].area : route!.area };
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
  const { documents: all, entries } = await requestSite();
  const { document: shown, styles } = await withPictureLooks(withEntries(document, entries, all));
  const sources = (id: string) => {
    const source = all.get(id);
    return source && { title: source.hero.title, card: source.card };
  };
  return (
    <>
      <PageStructuredData document={document} locale={locale} documents={all} entries={entries} />
      {styles && <style>{styles}</style>}
      <PageDocumentView
        page={shown}
        locale={locale}
        sources={sources}
        certificates={await pageCertificates(shown)}
        caseStudies={pageCaseStudies(shown, entries, all)}
        tool={tool}
        printHero={printHero}
      >
        {children}
      </PageDocumentView>
    </>
  );
}

/** A registry page's metadata: its document's search-engine fields as published, when it has one. */
export async function documentMetadata(route: { id: string; path: string }, locale: Locale): Promise<Metadata> {
  const document = await pageDocumentFor(route.id);
  const seo = document && seoOf(document, locale);
  // Without a picture of its own, a shared link shows one drawn from the page (decision 017).
  if (seo && !seo.image) seo.image = { path: socialImagePath(route.path, locale), alt: seo.title };
  return pageMetadata(route.id, route.path, locale, seo);
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
