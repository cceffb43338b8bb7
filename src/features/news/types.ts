/** News shapes shared by the data layer, the public pages and the editor's panel. Every text has both languages. */
import type { Locale } from '@/i18n/config';

export type Bilingual = Record<Locale, string>;
export type BilingualList = Record<Locale, string[]>;

export type NewsSection = { id: string; name: Bilingual; description: Bilingual };

export type NewsCategory = { id: number; sectionId: string; name: Bilingual };

/** What an editor writes: every text in both languages, the image and the featured flag. */
export type ArticleContent = {
  title: Bilingual;
  excerpt: Bilingual;
  /** Plain text; blank lines separate paragraphs. */
  content: Bilingual;
  author: Bilingual;
  tags: BilingualList;
  /** A site path: `/media/news/{id}.webp` for uploads, `/images/news/…` for the seed artwork. */
  image: string;
  featured: boolean;
};

/** An article as a card shows it: no body, author or tags; the body's length in words per language gives the reading time. */
export type ArticleSummary = Pick<ArticleContent, 'title' | 'excerpt' | 'image' | 'featured'> & {
  id: number;
  sectionId: string;
  categoryId: number;
  /** The category's name, joined in for display. */
  category: Bilingual;
  /** Words of the body in each language (spec §9 reading time), counted by the database. */
  words: Record<Locale, number>;
  publishedAt: Date;
  updatedAt: Date;
};

export type NewsArticle = ArticleContent & ArticleSummary;
