/**
 * The article form's rules (spec §5), shared by the editor's panel (instant feedback) and the server
 * (the authority). Each text is written in Arabic, English or both: a field is required in at least
 * one language, and the public pages fall back to the other language where one is empty.
 * Error values are message keys under `newsAdmin.errors`.
 */
import { plainText, z } from '@/lib/zod';
import { locales } from '@/i18n/config';
import type { ArticleContent, Bilingual } from './types';

export const EXCERPT_RECOMMENDED = { min: 150, max: 200 } as const;
const MAX_TAGS = 20;
const MAX_TAG_LENGTH = 40;

/** Where an article's image may live: an upload served by the site, or the seed artwork. */
export const articleImagePattern = /^\/(media\/news\/[a-z0-9-]{8,64}\.webp|images\/news\/[a-z0-9-]{1,64}\.(webp|jpg|png|svg))$/;

/** "solar, ,  Jeddah,solar" → ["solar", "Jeddah"]: trimmed, empties dropped, repeats removed. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(/[,،]/)) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (tag && !seen.has(tag.toLocaleLowerCase())) {
      seen.add(tag.toLocaleLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

/** NUL makes the database refuse an article; other control characters break lines where none may break. */
const text = z.string().trim().check(plainText('lines', 'controlCharacters'));
const bilingualText = (required: string, max: number) =>
  z
    .object({ ar: text.max(max, 'tooLong'), en: text.max(max, 'tooLong') })
    .refine((value) => value.ar !== '' || value.en !== '', { message: required });

const tagList = z
  .string()
  .check(plainText('lines', 'controlCharacters'))
  .transform(parseTags)
  .pipe(z.array(z.string().max(MAX_TAG_LENGTH, 'tagTooLong')).max(MAX_TAGS, 'tooManyTags'));

export const articleInputSchema = z.object({
  sectionId: z.string({ error: 'sectionRequired' }).trim().min(1, 'sectionRequired'),
  categoryId: z.coerce.number({ error: 'categoryRequired' }).int('categoryRequired').positive('categoryRequired'),
  title: bilingualText('titleRequired', 200),
  excerpt: bilingualText('excerptRequired', 600),
  content: bilingualText('contentRequired', 60_000),
  author: bilingualText('authorRequired', 120),
  tags: z.object({ ar: tagList, en: tagList }),
  image: z.string({ error: 'imageRequired' }).trim().min(1, 'imageRequired').regex(articleImagePattern, 'imageRequired'),
  featured: z.boolean().default(false),
});

/** What the panel's form holds: tags as the comma-separated text the editor typed. */
export type ArticleFormValues = {
  sectionId: string;
  categoryId: string;
  title: Bilingual;
  excerpt: Bilingual;
  content: Bilingual;
  author: Bilingual;
  tags: Bilingual;
  image: string;
  featured: boolean;
};

export type ArticleInput = ArticleContent & { sectionId: string; categoryId: number };

export type ArticleField = 'sectionId' | 'categoryId' | 'title' | 'excerpt' | 'content' | 'author' | 'tags' | 'image' | 'featured';
export type ArticleErrors = Partial<Record<ArticleField, string>>;

export function validateArticle(values: unknown): { ok: true; input: ArticleInput } | { ok: false; errors: ArticleErrors } {
  const result = articleInputSchema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const errors: ArticleErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ArticleField | undefined;
    if (field && !errors[field])
      errors[field] = issue.message.startsWith('Invalid') || issue.message.includes(' ') ? fallbackCode(field) : issue.message;
  }
  return { ok: false, errors };
}

/** zod's own wording (wrong types from a hand-made request) becomes the field's "required" message. */
function fallbackCode(field: ArticleField): string {
  const codes: Record<ArticleField, string> = {
    sectionId: 'sectionRequired',
    categoryId: 'categoryRequired',
    title: 'titleRequired',
    excerpt: 'excerptRequired',
    content: 'contentRequired',
    author: 'authorRequired',
    tags: 'tagsInvalid',
    image: 'imageRequired',
    featured: 'featuredInvalid',
  };
  return codes[field];
}

export const emptyBilingual = (): Bilingual => Object.fromEntries(locales.map((locale) => [locale, ''])) as Bilingual;
