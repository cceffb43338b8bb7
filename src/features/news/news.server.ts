import 'server-only';
import { and, asc, count, desc, eq, inArray, isNull, lt, ne, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/open';
import { certificates, contentVersions, newsArticles, newsCategories, newsImages, newsSections } from '@/db/schema';
import type { Locale } from '@/i18n/config';
import { containsTermSql, searchTerms } from '@/lib/search-text';
import type { ArticleInput } from './article-schema';
import { countWords } from './localize';
import type { ArticleSummary, NewsArticle, NewsCategory, NewsSection } from './types';

/** Spec §9: the featured block shows 3, the latest list 6 per page. */
export const FEATURED_LIMIT = 3;
export const LATEST_PAGE_SIZE = 6;

/** What every article read selects: what a card shows, without the long texts. */
const cardColumns = {
  id: newsArticles.id,
  sectionId: newsArticles.sectionId,
  categoryId: newsArticles.categoryId,
  categoryAr: newsCategories.nameAr,
  categoryEn: newsCategories.nameEn,
  titleAr: newsArticles.titleAr,
  titleEn: newsArticles.titleEn,
  excerptAr: newsArticles.excerptAr,
  excerptEn: newsArticles.excerptEn,
  image: newsArticles.image,
  featured: newsArticles.featured,
  publishedAt: newsArticles.publishedAt,
  updatedAt: newsArticles.updatedAt,
};

/**
 * A card in one language: only the body the visitor would read comes along, and only to count its words
 * (counting in SQL costs the embedded database several times what the one body costs to read).
 */
const summaryColumns = (locale: Locale) => ({ ...cardColumns, body: localized(locale, newsArticles.contentAr, newsArticles.contentEn) });

/** A whole article, both languages. */
const articleColumns = {
  ...cardColumns,
  contentAr: newsArticles.contentAr,
  contentEn: newsArticles.contentEn,
  authorAr: newsArticles.authorAr,
  authorEn: newsArticles.authorEn,
  tagsAr: newsArticles.tagsAr,
  tagsEn: newsArticles.tagsEn,
};

type ArticleRow = Awaited<ReturnType<typeof selectArticles>>[number];
type CardRow = Pick<ArticleRow, keyof typeof cardColumns>;

function toCard(row: CardRow): Omit<ArticleSummary, 'words'> {
  return {
    id: row.id,
    sectionId: row.sectionId,
    categoryId: row.categoryId,
    category: { ar: row.categoryAr, en: row.categoryEn },
    title: { ar: row.titleAr, en: row.titleEn },
    excerpt: { ar: row.excerptAr, en: row.excerptEn },
    image: row.image,
    featured: row.featured,
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
  };
}

const toSummary = (row: CardRow & { body: string }): ArticleSummary => ({ ...toCard(row), words: countWords(row.body) });

function toArticle(row: ArticleRow): NewsArticle {
  return {
    ...toCard(row),
    content: { ar: row.contentAr, en: row.contentEn },
    author: { ar: row.authorAr, en: row.authorEn },
    tags: { ar: row.tagsAr, en: row.tagsEn },
  };
}

function toColumns(input: ArticleInput) {
  return {
    sectionId: input.sectionId,
    categoryId: input.categoryId,
    titleAr: input.title.ar,
    titleEn: input.title.en,
    excerptAr: input.excerpt.ar,
    excerptEn: input.excerpt.en,
    contentAr: input.content.ar,
    contentEn: input.content.en,
    authorAr: input.author.ar,
    authorEn: input.author.en,
    tagsAr: input.tags.ar,
    tagsEn: input.tags.en,
    image: input.image,
    featured: input.featured,
  };
}

const ofCategory = eq(newsCategories.id, newsArticles.categoryId);
const selectArticles = (db: Database) => db.select(articleColumns).from(newsArticles).innerJoin(newsCategories, ofCategory);

/** Newest first; ties (same instant) by id so paging is stable. */
const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

export async function listSections(db: Database): Promise<NewsSection[]> {
  const rows = await db.select().from(newsSections).orderBy(asc(newsSections.position), asc(newsSections.id));
  return rows.map((row) => ({ id: row.id, name: { ar: row.nameAr, en: row.nameEn }, description: { ar: row.descriptionAr, en: row.descriptionEn } }));
}

export async function listCategories(db: Database, sectionId?: string): Promise<NewsCategory[]> {
  const rows = await db
    .select()
    .from(newsCategories)
    .where(sectionId ? eq(newsCategories.sectionId, sectionId) : undefined)
    .orderBy(asc(newsCategories.position), asc(newsCategories.id));
  return rows.map((row) => ({ id: row.id, sectionId: row.sectionId, name: { ar: row.nameAr, en: row.nameEn } }));
}

/** A text column in the visitor's language, or the other language's value where it is empty. */
function localized(locale: Locale, ar: AnyColumn, en: AnyColumn): SQL<string> {
  const [first, second] = locale === 'ar' ? [ar, en] : [en, ar];
  return sql<string>`coalesce(nullif(${first}, ''), ${second})`;
}

function localizedTags(locale: Locale): SQL {
  const [first, second] = locale === 'ar' ? [newsArticles.tagsAr, newsArticles.tagsEn] : [newsArticles.tagsEn, newsArticles.tagsAr];
  return sql`array_to_string(case when cardinality(${first}) > 0 then ${first} else ${second} end, ' ')`;
}

/** What a search looks through: title, excerpt, body and tags as the visitor reads them. */
function searchedText(locale: Locale): SQL {
  const fields = [
    localized(locale, newsArticles.titleAr, newsArticles.titleEn),
    localized(locale, newsArticles.excerptAr, newsArticles.excerptEn),
    localized(locale, newsArticles.contentAr, newsArticles.contentEn),
    localizedTags(locale),
  ];
  return sql`concat_ws(' ', ${sql.join(fields, sql`, `)})`;
}

export type ArticleQuery = {
  locale: Locale;
  sectionId?: string;
  categoryId?: number;
  featured?: boolean;
  /** Words normalized as the site search does (`searchTerms`), each found in the title, excerpt, body or tags. */
  search?: string;
  page?: number;
  pageSize?: number;
  excludeIds?: number[];
};

export type ArticlePage = { rows: ArticleSummary[]; total: number; page: number; pageCount: number };

function articleFilter(query: ArticleQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.sectionId) conditions.push(eq(newsArticles.sectionId, query.sectionId));
  if (query.categoryId) conditions.push(eq(newsArticles.categoryId, query.categoryId));
  if (query.featured !== undefined) conditions.push(eq(newsArticles.featured, query.featured));
  if (query.excludeIds?.length) conditions.push(notInArray(newsArticles.id, query.excludeIds));
  for (const term of searchTerms(query.search ?? '')) conditions.push(containsTermSql(searchedText(query.locale), term));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of cards, newest first, and how many match; a page past the end answers the last page. */
export async function listArticles(db: Database, query: ArticleQuery): Promise<ArticlePage> {
  const where = articleFilter(query);
  const pageSize = Math.min(Math.max(query.pageSize ?? LATEST_PAGE_SIZE, 1), 100);
  // The total rides along with the page (one query); only a page past the end needs it counted first.
  const rowsOf = (page: number) =>
    db
      .select({ ...summaryColumns(query.locale), total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(newsArticles)
      .innerJoin(newsCategories, ofCategory)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize);
  const requested = Math.max(query.page ?? 1, 1);
  let rows = await rowsOf(requested);
  if (rows.length === 0 && requested > 1) {
    const [{ total }] = (await db.select({ total: count() }).from(newsArticles).where(where)) as [{ total: number }];
    if (total > 0) rows = await rowsOf(Math.ceil(total / pageSize));
  }
  const total = rows[0]?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { rows: rows.map(toSummary), total, page: Math.min(requested, pageCount), pageCount };
}

/** Every article, newest first, for the editor's panel. */
export async function allArticles(db: Database): Promise<NewsArticle[]> {
  const rows = await selectArticles(db)
    .orderBy(...newestFirst)
    .limit(5000);
  return rows.map(toArticle);
}

/** What the sitemap needs of every article: its id and when it last changed, newest first (no texts or images). */
export async function articleStamps(db: Database): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: newsArticles.id, updatedAt: newsArticles.updatedAt })
    .from(newsArticles)
    .orderBy(...newestFirst)
    .limit(50_000);
}

export async function getArticle(db: Database, id: number): Promise<NewsArticle | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const [row] = await selectArticles(db).where(eq(newsArticles.id, id)).limit(1);
  return row ? toArticle(row) : undefined;
}

const sectionArticles = alias(newsArticles, 'section_articles');

/**
 * The revision of an article's page, or undefined when there is no such article: the proxy asks before the page
 * renders, and the page is cached under it. The page shows the article and the latest of its section, so the
 * revision is the section's article count and last change: publishing, editing or deleting any article of the
 * section (every save stamps `updated_at`) gives a new one, on every instance sharing the database.
 */
export async function articleRevision(db: Database, id: number): Promise<string | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  const [row] = await db
    .select({
      articles: count(sectionArticles.id),
      lastChange: sql<string>`floor(extract(epoch from max(${sectionArticles.updatedAt})) * 1000)::bigint::text`,
    })
    .from(newsArticles)
    .innerJoin(sectionArticles, eq(sectionArticles.sectionId, newsArticles.sectionId))
    .where(eq(newsArticles.id, id))
    .groupBy(newsArticles.id);
  return row ? `${row.articles}-${Number(row.lastChange).toString(36)}` : undefined;
}

/** Up to 3 of the latest articles of the same section, this one excluded (spec §9). */
export async function relatedArticles(
  db: Database,
  article: Pick<NewsArticle, 'id' | 'sectionId'>,
  locale: Locale,
  limit = 3,
): Promise<ArticleSummary[]> {
  const rows = await db
    .select(summaryColumns(locale))
    .from(newsArticles)
    .innerJoin(newsCategories, ofCategory)
    .where(and(eq(newsArticles.sectionId, article.sectionId), ne(newsArticles.id, article.id)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toSummary);
}

/** The category must belong to the section the editor chose. */
async function assertCategoryInSection(db: Database, input: ArticleInput): Promise<boolean> {
  const [row] = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(and(eq(newsCategories.id, input.categoryId), eq(newsCategories.sectionId, input.sectionId)))
    .limit(1);
  return Boolean(row);
}

export type SaveResult = { ok: true; article: NewsArticle } | { ok: false; reason: 'categoryMismatch' | 'notFound' };

/** Publishes a new article now (spec §7: create sets publishedAt to now and the article comes first). */
export async function createArticle(db: Database, input: ArticleInput): Promise<SaveResult> {
  if (!(await assertCategoryInSection(db, input))) return { ok: false, reason: 'categoryMismatch' };
  const [row] = await db.insert(newsArticles).values(toColumns(input)).returning({ id: newsArticles.id });
  return { ok: true, article: (await getArticle(db, row!.id))! };
}

export async function updateArticle(db: Database, id: number, input: ArticleInput): Promise<SaveResult> {
  if (!(await assertCategoryInSection(db, input))) return { ok: false, reason: 'categoryMismatch' };
  const updated = await db
    .update(newsArticles)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(eq(newsArticles.id, id))
    .returning({ id: newsArticles.id });
  if (updated.length === 0) return { ok: false, reason: 'notFound' };
  return { ok: true, article: (await getArticle(db, id))! };
}

/** Deletes the given articles; answers how many were deleted. Images no article uses any more are removed too. */
export async function deleteArticles(db: Database, ids: number[]): Promise<number> {
  const valid = ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (valid.length === 0) return 0;
  const deleted = await db.delete(newsArticles).where(inArray(newsArticles.id, valid)).returning({ id: newsArticles.id });
  await removeUnusedImages(db);
  return deleted.length;
}

export async function saveImage(db: Database, image: { id: string; mime: string; width: number; height: number; data: Buffer }): Promise<string> {
  await db.insert(newsImages).values(image);
  return imagePath(image.id);
}

export const imagePath = (id: string) => `/media/news/${id}.webp`;

export async function getImage(db: Database, id: string) {
  const [row] = await db.select().from(newsImages).where(eq(newsImages.id, id)).limit(1);
  return row;
}

/**
 * Uploads that no article and no version of a page's content (its history included, so a restore finds its
 * pictures) refers to, older than a day (a day leaves time for a form still being written), but for pictures staff
 * put in the media library or described there (decision 019): those stay until someone deletes them.
 */
async function removeUnusedImages(db: Database): Promise<void> {
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  await db
    .delete(newsImages)
    .where(
      and(
        lt(newsImages.createdAt, dayAgo),
        isNull(newsImages.createdBy),
        isNull(newsImages.alt),
        sql`not exists (select 1 from ${newsArticles} where ${newsArticles.image} = '/media/news/' || ${newsImages.id} || '.webp')`,
        sql`not exists (select 1 from ${contentVersions} where strpos(${contentVersions.data}::text, '/media/news/' || ${newsImages.id} || '.webp') > 0)`,
        sql`not exists (select 1 from ${certificates} where ${certificates.image} = '/media/news/' || ${newsImages.id} || '.webp')`,
      ),
    );
}
