import 'server-only';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/open';
import { certificates, contentDocuments, contentVersions, mediaFiles, newsArticles, newsImages } from '@/db/schema';
import { filePath } from '@/features/certificates/store.server';
import { imagePath } from '@/features/news/news.server';
import type { MediaKind } from './paths';

type Words = { ar: string; en: string };

/**
 * The media library (decision 019): every picture staff uploaded (articles', pages', the library's own) and every
 * document (certificates' PDFs), each with where it is used. A picture is described once, what it shows in both
 * languages, a caption and the point its crops keep in view, and may be replaced under the same address, so every
 * page showing it shows the new file; anything may be deleted once nothing uses it.
 */
export type MediaItem = {
  kind: MediaKind;
  id: string;
  /** Its public address: what pages hold. */
  path: string;
  name?: string;
  mime: string;
  bytes: number;
  width?: number;
  height?: number;
  alt?: Words;
  caption?: Words;
  focus: { x: number; y: number };
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  uses: MediaUse[];
};

/** A place that shows an item: a page (its newest or its published version), an article or a certificate. */
export type MediaUse = { kind: 'page' | 'article' | 'certificate'; id: string; title: Words };

/** Where every item is used: each place's text searched for the item's address. */
async function usesOf(db: Database): Promise<(path: string) => MediaUse[]> {
  const [pages, articles, certified] = await Promise.all([
    db
      .select({ id: contentDocuments.id, data: contentVersions.data })
      .from(contentDocuments)
      .innerJoin(
        contentVersions,
        and(
          eq(contentVersions.documentId, contentDocuments.id),
          or(eq(contentVersions.version, contentDocuments.version), eq(contentVersions.version, contentDocuments.publishedVersion)),
        ),
      )
      .where(isNull(contentDocuments.deletedAt)),
    db.select({ id: newsArticles.id, image: newsArticles.image, ar: newsArticles.titleAr, en: newsArticles.titleEn }).from(newsArticles),
    db
      .select({
        id: certificates.id,
        image: certificates.image,
        fileId: certificates.fileId,
        standard: certificates.standard,
        title: certificates.title,
      })
      .from(certificates),
  ]);
  const pageTexts = new Map<string, { text: string; title: Words }>();
  for (const page of pages) {
    const data = page.data as { hero?: { title?: Words } };
    const text = JSON.stringify(page.data);
    const known = pageTexts.get(page.id);
    pageTexts.set(page.id, {
      text: known ? known.text + text : text,
      title: known?.title ?? data.hero?.title ?? { ar: page.id, en: page.id },
    });
  }
  return (path) => [
    ...[...pageTexts].filter(([, page]) => page.text.includes(path)).map(([id, page]): MediaUse => ({ kind: 'page', id, title: page.title })),
    ...articles
      .filter((article) => article.image === path)
      .map((article): MediaUse => ({ kind: 'article', id: String(article.id), title: { ar: article.ar, en: article.en } })),
    ...certified
      .filter((certificate) => certificate.image === path || (certificate.fileId && filePath(certificate.fileId) === path))
      .map((certificate): MediaUse => ({
        kind: 'certificate',
        id: String(certificate.id),
        title: { ar: `${certificate.standard} · ${certificate.title.ar}`, en: `${certificate.standard} · ${certificate.title.en}` },
      })),
  ];
}

const pictureColumns = {
  id: newsImages.id,
  mime: newsImages.mime,
  width: newsImages.width,
  height: newsImages.height,
  bytes: sql<number>`octet_length(${newsImages.data})`.mapWith(Number),
  name: newsImages.name,
  alt: newsImages.alt,
  caption: newsImages.caption,
  focusX: newsImages.focusX,
  focusY: newsImages.focusY,
  revision: newsImages.revision,
  createdAt: newsImages.createdAt,
  updatedAt: newsImages.updatedAt,
};

const selectPictures = (db: Database) => db.select(pictureColumns).from(newsImages);
type PictureRow = Awaited<ReturnType<typeof selectPictures>>[number];

const pictureItem = (row: PictureRow, uses: (path: string) => MediaUse[]): MediaItem => {
  const path = imagePath(row.id);
  return {
    kind: 'picture',
    id: row.id,
    path,
    ...(row.name ? { name: row.name } : {}),
    mime: row.mime,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    ...(row.alt ? { alt: row.alt } : {}),
    ...(row.caption ? { caption: row.caption } : {}),
    focus: { x: row.focusX, y: row.focusY },
    revision: row.revision,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    uses: uses(path),
  };
};

/** Every item, newest first, with where each is used. */
export async function listMedia(db: Database): Promise<MediaItem[]> {
  const [pictures, documents, uses] = await Promise.all([
    selectPictures(db).orderBy(desc(newsImages.createdAt)),
    db
      .select({
        id: mediaFiles.id,
        mime: mediaFiles.mime,
        name: mediaFiles.name,
        bytes: mediaFiles.bytes,
        createdAt: mediaFiles.createdAt,
      })
      .from(mediaFiles)
      .orderBy(desc(mediaFiles.createdAt)),
    usesOf(db),
  ]);
  const items = [
    ...pictures.map((row) => pictureItem(row, uses)),
    ...documents.map((row): MediaItem => {
      const path = filePath(row.id);
      return { kind: 'document', ...row, path, focus: { x: 50, y: 50 }, revision: 1, updatedAt: row.createdAt, uses: uses(path) };
    }),
  ];
  return items.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** One item with where it is used, or undefined. */
export async function mediaItem(db: Database, kind: MediaKind, id: string): Promise<MediaItem | undefined> {
  if (kind === 'picture') {
    const [row] = await selectPictures(db).where(eq(newsImages.id, id));
    return row && pictureItem(row, await usesOf(db));
  }
  return (await listMedia(db)).find((item) => item.kind === 'document' && item.id === id);
}

export const focusRange = { min: 0, max: 100 } as const;

/** Describes a picture: what it shows, its caption (none: undefined) and the point its crops keep in view. */
export async function describePicture(
  db: Database,
  id: string,
  { alt, caption, focus }: { alt: Words; caption?: Words; focus: { x: number; y: number } },
): Promise<boolean> {
  const clamp = (value: number) => Math.min(focusRange.max, Math.max(focusRange.min, Math.round(value)));
  const rows = await db
    .update(newsImages)
    .set({ alt, caption: caption ?? null, focusX: clamp(focus.x), focusY: clamp(focus.y), updatedAt: new Date() })
    .where(eq(newsImages.id, id))
    .returning({ id: newsImages.id });
  return rows.length > 0;
}

/** A new picture in the library, already checked and re-encoded; its id. */
export async function addPicture(
  db: Database,
  picture: { id: string; mime: string; width: number; height: number; data: Buffer; name: string; userId: number | null },
): Promise<string> {
  await db.insert(newsImages).values({ ...picture, createdBy: picture.userId });
  return picture.id;
}

/**
 * Puts another file under a picture's address (already checked and re-encoded): every page, article and certificate
 * showing it shows the new one, as its revision tells caches.
 */
export async function replacePicture(
  db: Database,
  id: string,
  file: { mime: string; width: number; height: number; data: Buffer; name: string },
): Promise<boolean> {
  const rows = await db
    .update(newsImages)
    .set({ ...file, revision: sql`${newsImages.revision} + 1`, updatedAt: new Date() })
    .where(eq(newsImages.id, id))
    .returning({ id: newsImages.id });
  return rows.length > 0;
}

/** Deletes an item nothing uses (a page's older versions may still name it: restoring one shows no picture). */
export async function deleteMedia(db: Database, kind: MediaKind, id: string): Promise<'deleted' | 'used' | 'missing'> {
  const item = await mediaItem(db, kind, id);
  if (!item) return 'missing';
  if (item.uses.length > 0) return 'used';
  const table = kind === 'picture' ? newsImages : mediaFiles;
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0 ? 'deleted' : 'missing';
}

/** What pages need to show uploaded pictures as the library says: their crop's point and their file's revision. */
export type PictureLook = { focus: { x: number; y: number }; revision: number };

/** Every picture that is not shown as uploaded plainly (centred, first file), by address. */
export async function pictureLooks(db: Database): Promise<Map<string, PictureLook>> {
  const rows = await db
    .select({ id: newsImages.id, focusX: newsImages.focusX, focusY: newsImages.focusY, revision: newsImages.revision })
    .from(newsImages)
    .where(or(sql`${newsImages.focusX} <> 50`, sql`${newsImages.focusY} <> 50`, sql`${newsImages.revision} > 1`));
  return new Map(rows.map((row) => [imagePath(row.id), { focus: { x: row.focusX, y: row.focusY }, revision: row.revision }]));
}

/** The library's pictures as the editor's picker offers them, newest first (no usage: that is the library's page). */
export async function pictureChoices(
  db: Database,
): Promise<{ path: string; thumbnail: string; name?: string; alt?: Words; focus: { x: number; y: number }; width: number; height: number }[]> {
  const rows = await db
    .select({
      id: newsImages.id,
      name: newsImages.name,
      alt: newsImages.alt,
      width: newsImages.width,
      height: newsImages.height,
      focusX: newsImages.focusX,
      focusY: newsImages.focusY,
      revision: newsImages.revision,
    })
    .from(newsImages)
    .orderBy(desc(newsImages.createdAt))
    .limit(500);
  return rows.map((row) => ({
    path: imagePath(row.id),
    thumbnail: `${imagePath(row.id)}?v=${row.revision}`,
    ...(row.name ? { name: row.name } : {}),
    ...(row.alt ? { alt: row.alt } : {}),
    focus: { x: row.focusX, y: row.focusY },
    width: row.width,
    height: row.height,
  }));
}
