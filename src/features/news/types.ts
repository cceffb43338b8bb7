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

type ArticleFacts = {
  id: number;
  sectionId: string;
  categoryId: number;
  /** The category's name, joined in for display. */
  category: Bilingual;
  publishedAt: Date;
  updatedAt: Date;
};

/** A whole article, both languages. */
export type NewsArticle = ArticleContent & ArticleFacts;

/** An article as a card shows it, for one reader: no body, author or tags, only how long the body they would read is. */
export type ArticleSummary = ArticleFacts &
  Pick<ArticleContent, 'title' | 'excerpt' | 'image' | 'featured'> & {
    /** Words of the body in the reader's language, or the other language's where theirs is empty (spec §9 reading time). */
    words: number;
  };
