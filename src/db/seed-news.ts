import { seedArticles, seedCategories, seedSections } from '../features/news/seed-content';
import type { Database } from './open';
import { newsArticles, newsCategories, newsSections } from './schema';

/**
 * First start: the news sections, the eight energy categories and three evergreen explainers, dated now (a minute
 * apart, in the seed's order, newest first), so a new site never opens with old news.
 * Runs once: when the sections exist (even if editors later deleted every article) nothing is added.
 * Several instances starting together on one PostgreSQL server take turns (`openDatabase`'s start-up lock).
 */
export async function seedNewsOnFirstStart(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: newsSections.id }).from(newsSections).limit(1);
    if (existing.length > 0) return false;

    await tx.insert(newsSections).values(
      seedSections.map((section, position) => ({
        id: section.id,
        nameAr: section.name.ar,
        nameEn: section.name.en,
        descriptionAr: section.description.ar,
        descriptionEn: section.description.en,
        position,
      })),
    );
    const categories = await tx
      .insert(newsCategories)
      .values(
        seedCategories.map((category, position) => ({ sectionId: category.sectionId, nameAr: category.name.ar, nameEn: category.name.en, position })),
      )
      .returning({ id: newsCategories.id, nameEn: newsCategories.nameEn });
    const idOfKey = new Map(seedCategories.map((category, index) => [category.key, categories[index]!.id]));

    const now = Date.now();
    await tx.insert(newsArticles).values(
      seedArticles.map((article, index) => {
        const publishedAt = new Date(now - index * 60_000);
        return {
          sectionId: article.sectionId,
          categoryId: idOfKey.get(article.categoryKey)!,
          titleAr: article.title.ar,
          titleEn: article.title.en,
          excerptAr: article.excerpt.ar,
          excerptEn: article.excerpt.en,
          contentAr: article.content.ar,
          contentEn: article.content.en,
          authorAr: article.author.ar,
          authorEn: article.author.en,
          tagsAr: article.tags.ar,
          tagsEn: article.tags.en,
          image: article.image,
          featured: article.featured,
          publishedAt,
          updatedAt: publishedAt,
        };
      }),
    );
    return true;
  });
}
