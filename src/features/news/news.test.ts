import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/db/open';
import type { Locale } from '@/i18n/config';
import { seedNewsOnFirstStart } from '@/db/seed-news';
import { testDatabases } from '../../../tests/support/databases';
import { validateArticle, type ArticleInput } from './article-schema';
import { seedArticles } from './seed-content';
import { latestArticlesQuery, newsQueryFrom, siteSearchNewsQuery } from './news-query';
import {
  allArticles,
  articleStamps,
  createArticle,
  deleteArticles,
  getArticle,
  getImage,
  listArticles,
  listCategories,
  listSections,
  relatedArticles,
  saveImage,
  updateArticle,
} from './news.server';

const byNumber = (a: number, b: number) => a - b;

/** A unique word per run, so tests on a shared PostgreSQL server only see their own articles. */
const marker = `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function draft(overrides: Partial<Record<string, unknown>> = {}): ArticleInput {
  const result = validateArticle({
    sectionId: 'energy',
    categoryId: 1,
    title: { ar: `محطة شمسية ${marker}`, en: `Solar plant ${marker}` },
    excerpt: { ar: 'ملخص المقال', en: 'Article summary' },
    content: { ar: 'الفقرة الأولى\n\nالفقرة الثانية', en: 'First paragraph\n\nSecond paragraph' },
    author: { ar: 'فريق الهندسة', en: 'Engineering Team' },
    tags: { ar: 'طاقة، جدة', en: 'Energy, Jeddah' },
    image: '/images/news/test.webp',
    featured: false,
    ...overrides,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.input;
}

for (const target of testDatabases) {
  describe(`news on ${target.name}`, () => {
    let handle: DatabaseHandle;
    let energyCategory: number;
    beforeAll(async () => {
      handle = await target.open();
      energyCategory = (await listCategories(handle.db, 'energy'))[0]!.id;
    });
    afterAll(async () => {
      await handle.close();
    });

    it('seeds the three sections, eight energy categories and three explainers once', async () => {
      const sections = await listSections(handle.db);
      expect(sections.map((s) => s.id)).toEqual(['energy', 'construction', 'technology']);
      expect(sections[0]!.description.en).toBe('Solar and renewable energy news');
      const categories = await listCategories(handle.db, 'energy');
      expect(categories.map((c) => c.name.en)).toEqual([
        'Technology',
        'Projects',
        'Industry News',
        'Innovation',
        'Sustainability',
        'Market Trends',
        'Regulations',
        'Partnerships',
      ]);
      expect(categories.every((c) => c.name.ar && c.name.ar !== c.name.en)).toBe(true);
      const titles = (await allArticles(handle.db)).map((a) => a.title.en);
      for (const seed of seedArticles) expect(titles).toContain(seed.title.en);
      expect(await seedNewsOnFirstStart(handle.db)).toBe(false);
    });

    it('dates the explainers when the database is created, a minute apart and in the seed order', async () => {
      const seeded = (await allArticles(handle.db)).filter((article) => seedArticles.some((seed) => seed.title.en === article.title.en));
      expect(seeded.map((article) => article.title.en)).toEqual(seedArticles.map((seed) => seed.title.en));
      const times = seeded.map((article) => article.publishedAt.getTime());
      expect(times.slice(1).map((time, index) => times[index]! - time)).toEqual(seedArticles.slice(1).map(() => 60_000));
      // A fresh embedded database was created by this run; a shared server may have been seeded by an earlier one.
      if (target.name === 'embedded PGlite') expect(Date.now() - times[0]!).toBeLessThan(10 * 60_000);
    });

    it('gives the sitemap every article id with its last change, in list order, without the texts', async () => {
      const [articles, stamps] = await Promise.all([allArticles(handle.db), articleStamps(handle.db)]);
      expect(stamps.map((stamp) => stamp.id)).toEqual(articles.map((article) => article.id));
      expect(stamps[0]).toEqual({ id: articles[0]!.id, updatedAt: articles[0]!.updatedAt });
    });

    it('publishes an article now, first in the list, and reads it back in both languages', async () => {
      const result = await createArticle(handle.db, draft({ categoryId: energyCategory }));
      expect(result.ok).toBe(true);
      const article = (result as { article: Awaited<ReturnType<typeof getArticle>> & object }).article;
      expect(Date.now() - article.publishedAt.getTime()).toBeLessThan(60_000);
      expect(article.tags).toEqual({ ar: ['طاقة', 'جدة'], en: ['Energy', 'Jeddah'] });
      const first = (await listArticles(handle.db, { locale: 'en', sectionId: 'energy', pageSize: 1 })).rows[0];
      expect(first?.id).toBe(article.id);
      await deleteArticles(handle.db, [article.id]);
    });

    it('searches case-insensitively in the visitor language, falling back where a field is empty', async () => {
      const { article } = (await createArticle(
        handle.db,
        draft({ categoryId: energyCategory, title: { ar: '', en: `Bifacial ${marker} PANELS` }, tags: { ar: '', en: 'Storage' } }),
      )) as { article: { id: number } };
      try {
        const english = await listArticles(handle.db, { locale: 'en', search: `bifacial ${marker} panels` });
        expect(english.rows.map((a) => a.id)).toEqual([article.id]);
        // The Arabic reader has no Arabic title here: the English one is searched instead.
        const arabic = await listArticles(handle.db, { locale: 'ar', search: `${marker} panels` });
        expect(arabic.rows.map((a) => a.id)).toEqual([article.id]);
        // Arabic tags exist nowhere on this article, so the English tags are searched for the Arabic reader.
        expect((await listArticles(handle.db, { locale: 'ar', search: 'storage', excludeIds: [] })).rows.map((a) => a.id)).toContain(article.id);
        // Every word must appear, in any order and place.
        expect((await listArticles(handle.db, { locale: 'en', search: `panels ${marker}` })).rows.map((a) => a.id)).toEqual([article.id]);
        expect((await listArticles(handle.db, { locale: 'en', search: `${marker} turbines` })).total).toBe(0);
        // Punctuation (`%` and `_` included) only separates words.
        expect((await listArticles(handle.db, { locale: 'en', search: `"${marker}", panels%!` })).rows.map((a) => a.id)).toEqual([article.id]);
      } finally {
        await deleteArticles(handle.db, [article.id]);
      }
    });

    it('finds Arabic however it is typed, in the news list and the site search alike', async () => {
      const texts = {
        jeddah: { ar: `مشروع الطاقة الشمسية في جدة ${marker}`, en: `Solar ENERGY project in Jeddah ${marker}` },
        makkah: { ar: `الطَّاقَةُ المتجدِّدة في مكّة ${marker}`, en: `Renewable power in Makkah ${marker}` },
        abha: { ar: `إنشاء محطة أبها ${marker}`, en: `Building the Abha plant ${marker}` },
        east: { ar: `آفاق الطاقة في المنطقة الشرقية ${marker}`, en: `Energy prospects in the Eastern Province ${marker}` },
      };
      const ids: Record<string, number> = {};
      for (const [key, title] of Object.entries(texts)) {
        const result = (await createArticle(handle.db, draft({ categoryId: energyCategory, title, tags: { ar: 'أخبار', en: 'News' } }))) as {
          article: { id: number };
        };
        ids[key] = result.article.id;
      }
      const expectations: [Locale, string[], (keyof typeof texts)[]][] = [
        ['ar', ['جدة', 'جده', 'جِدَّة', 'جـدة'], ['jeddah']],
        ['ar', ['الطاقة', 'الطاقه', 'الطَّاقَة', 'الطـاقة'], ['jeddah', 'makkah', 'east']],
        ['ar', ['إنشاء', 'انشاء', 'أنشاء', 'آنشاء', 'ٱنشاء'], ['abha']],
        ['ar', ['ابها', 'أبها', 'إبها', 'آبها'], ['abha']],
        ['ar', ['افاق', 'آفاق', 'أفاق'], ['east']],
        ['ar', ['مكة', 'مكه', 'مكّة'], ['makkah']],
        ['en', ['JEDDAH', 'jeddah', 'Jeddah'], ['jeddah']],
        ['en', ['energy', 'ENERGY'], ['jeddah', 'east']],
      ];
      try {
        for (const [locale, queries, expected] of expectations) {
          const want = expected.map((key) => ids[key]!).sort(byNumber);
          for (const query of queries) {
            const q = `${query} ${marker}`;
            const list = await listArticles(handle.db, latestArticlesQuery(locale, newsQueryFrom({ q }), { excludeIds: [] }));
            const site = await listArticles(handle.db, siteSearchNewsQuery(locale, q, 10));
            expect(list.rows.map((a) => a.id).sort(byNumber), `news list, ${locale}: ${q}`).toEqual(want);
            expect(site.rows.map((a) => a.id).sort(byNumber), `site search, ${locale}: ${q}`).toEqual(want);
          }
        }
      } finally {
        await deleteArticles(handle.db, Object.values(ids));
      }
    });

    it('lists cards without bodies, with the words of the body the reader reads', async () => {
      const content = { ar: `كلمة ${'نص '.repeat(200)}\n\n  آخر`, en: '' };
      const { article } = (await createArticle(handle.db, draft({ categoryId: energyCategory, content }))) as { article: { id: number } };
      try {
        // The English reader has no English body here: the Arabic one is counted, as it is the one shown.
        const [card] = (await listArticles(handle.db, { locale: 'en', search: marker })).rows;
        expect(card).toMatchObject({ id: article.id, words: 202 });
        expect(card).not.toHaveProperty('content');
        expect(card).not.toHaveProperty('author');
      } finally {
        await deleteArticles(handle.db, [article.id]);
      }
    });

    it('pages newest first and filters by category and featured', async () => {
      const created: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const { article } = (await createArticle(handle.db, draft({ categoryId: energyCategory, title: { ar: '', en: `Page ${marker} ${i}` } }))) as {
          article: { id: number };
        };
        await handle.db.execute(sql`update news_articles set published_at = now() - make_interval(mins => ${i}) where id = ${article.id}`);
        created.push(article.id);
      }
      try {
        const page1 = await listArticles(handle.db, { locale: 'en', search: `Page ${marker}`, pageSize: 2 });
        const page2 = await listArticles(handle.db, { locale: 'en', search: `Page ${marker}`, pageSize: 2, page: 2 });
        expect(page1).toMatchObject({ total: 3, pageCount: 2, page: 1 });
        expect([...page1.rows, ...page2.rows].map((a) => a.id)).toEqual(created);
        expect((await listArticles(handle.db, { locale: 'en', search: `Page ${marker}`, pageSize: 2, page: 99 })).page).toBe(2);
        expect((await listArticles(handle.db, { locale: 'en', search: `Page ${marker}`, featured: true })).total).toBe(0);
        expect((await listArticles(handle.db, { locale: 'en', search: `Page ${marker}`, excludeIds: [created[0]!] })).total).toBe(2);
      } finally {
        expect(await deleteArticles(handle.db, created)).toBe(3);
      }
    });

    it('refuses a category of another section, updates in place and reports a missing article', async () => {
      const construction = (await listCategories(handle.db, 'construction'))[0];
      if (construction)
        expect(await createArticle(handle.db, draft({ categoryId: construction.id }))).toEqual({ ok: false, reason: 'categoryMismatch' });
      expect(await createArticle(handle.db, draft({ categoryId: 999_999 }))).toEqual({ ok: false, reason: 'categoryMismatch' });

      const { article } = (await createArticle(handle.db, draft({ categoryId: energyCategory }))) as { article: { id: number; publishedAt: Date } };
      const updated = await updateArticle(
        handle.db,
        article.id,
        draft({ categoryId: energyCategory, title: { ar: 'عنوان جديد', en: `Updated ${marker}` }, featured: true }),
      );
      expect(updated).toMatchObject({ ok: true, article: { id: article.id, featured: true, title: { en: `Updated ${marker}` } } });
      expect((await getArticle(handle.db, article.id))!.publishedAt).toEqual(article.publishedAt);
      await deleteArticles(handle.db, [article.id]);
      expect(await getArticle(handle.db, article.id)).toBeUndefined();
      expect(await updateArticle(handle.db, article.id, draft({ categoryId: energyCategory }))).toEqual({ ok: false, reason: 'notFound' });
      expect(await getArticle(handle.db, -1)).toBeUndefined();
      expect(await getArticle(handle.db, 2 ** 40)).toBeUndefined();
    });

    it('relates the latest articles of the section, never the article itself', async () => {
      const [latest] = await allArticles(handle.db);
      const related = await relatedArticles(handle.db, latest!, 'en');
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.map((a) => a.id)).not.toContain(latest!.id);
    });

    it('keeps uploaded images while an article uses them and removes day-old unused ones', async () => {
      const id = `${marker}-img`;
      const url = await saveImage(handle.db, { id, mime: 'image/webp', width: 10, height: 10, data: Buffer.from([1, 2, 3]) });
      expect((await getImage(handle.db, id))?.data).toEqual(Buffer.from([1, 2, 3]));
      const { article } = (await createArticle(handle.db, draft({ categoryId: energyCategory, image: url }))) as { article: { id: number } };
      const { article: other } = (await createArticle(handle.db, draft({ categoryId: energyCategory }))) as { article: { id: number } };
      await handle.db.execute(sql`update news_images set created_at = now() - interval '2 days' where id = ${id}`);
      await deleteArticles(handle.db, [other.id]);
      expect(await getImage(handle.db, id)).toBeDefined();
      await deleteArticles(handle.db, [article.id]);
      expect(await getImage(handle.db, id)).toBeUndefined();
    });

    it("keeps a picture any version of a page's content uses, in its history too", async () => {
      const id = `${marker}-page-img`;
      const url = await saveImage(handle.db, { id, mime: 'image/webp', width: 10, height: 10, data: Buffer.from([4, 5, 6]) });
      await handle.db.execute(sql`insert into content_documents (id, version) values (${id}, 1)`);
      await handle.db.execute(
        sql`insert into content_versions (document_id, version, data, origin) values (${id}, 1, ${JSON.stringify({ hero: { image: url } })}::jsonb, 'save')`,
      );
      await handle.db.execute(sql`update news_images set created_at = now() - interval '2 days' where id = ${id}`);
      const { article } = (await createArticle(handle.db, draft({ categoryId: energyCategory }))) as { article: { id: number } };
      await deleteArticles(handle.db, [article.id]);
      expect(await getImage(handle.db, id)).toBeDefined();
      await handle.db.execute(sql`delete from content_documents where id = ${id}`);
      const { article: next } = (await createArticle(handle.db, draft({ categoryId: energyCategory }))) as { article: { id: number } };
      await deleteArticles(handle.db, [next.id]);
      expect(await getImage(handle.db, id)).toBeUndefined();
    });
  });
}
