import { describe, expect, it } from 'vitest';
import { parseTags, validateArticle } from './article-schema';
import { countWords, formatPublished, paragraphsOf, pick, readingMinutes } from './localize';
import { newsHref, newsQueryFrom } from './news-query';

const complete = {
  sectionId: 'energy',
  categoryId: '2',
  title: { ar: 'عنوان', en: '' },
  excerpt: { ar: 'ملخص', en: '' },
  content: { ar: 'نص', en: '' },
  author: { ar: 'فريق', en: '' },
  tags: { ar: '', en: '' },
  image: '/media/news/0f8e2c1a-1111-4222-8333-444455556666.webp',
  featured: false,
};

describe('the article form rules', () => {
  it('accepts an article written in one language only', () => {
    const result = validateArticle(complete);
    expect(result.ok && result.input.categoryId).toBe(2);
  });

  it('names every missing field with the spec message', () => {
    const blank = { ar: '  ', en: '' };
    const result = validateArticle({
      ...complete,
      sectionId: '',
      categoryId: '',
      title: blank,
      excerpt: blank,
      content: blank,
      author: blank,
      image: '',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        sectionId: 'sectionRequired',
        categoryId: 'categoryRequired',
        title: 'titleRequired',
        excerpt: 'excerptRequired',
        content: 'contentRequired',
        author: 'authorRequired',
        image: 'imageRequired',
      },
    });
  });

  it('refuses images from anywhere but the site and wrong types from hand-made requests', () => {
    for (const image of ['https://evil.example/x.webp', 'javascript:alert(1)', '/media/news/../../etc.webp', 'data:image/png;base64,AAAA']) {
      expect(validateArticle({ ...complete, image })).toMatchObject({ ok: false, errors: { image: 'imageRequired' } });
    }
    expect(validateArticle({ ...complete, title: 'not an object' })).toMatchObject({ ok: false, errors: { title: 'titleRequired' } });
    expect(validateArticle({ ...complete, featured: 'yes' })).toMatchObject({ ok: false, errors: { featured: 'featuredInvalid' } });
    expect(validateArticle(null)).toMatchObject({ ok: false });
  });

  it('refuses control characters the database or a page cannot take, and keeps line breaks and Arabic marks', () => {
    expect(validateArticle({ ...complete, title: { ar: 'عنوان\u0000', en: '' } })).toMatchObject({
      ok: false,
      errors: { title: 'controlCharacters' },
    });
    expect(validateArticle({ ...complete, content: { ar: 'نص\u000bآخر', en: '' } })).toMatchObject({
      ok: false,
      errors: { content: 'controlCharacters' },
    });
    expect(validateArticle({ ...complete, tags: { ar: 'شمس\u0085', en: '' } })).toMatchObject({ ok: false, errors: { tags: 'controlCharacters' } });
    expect(validateArticle({ ...complete, content: { ar: 'فقرة\n\nفقرة \u200fثانية', en: '' } }).ok).toBe(true);
  });

  it('trims comma-separated tags, drops empties and repeats, and reads the Arabic comma', () => {
    expect(parseTags(' Solar , ,Jeddah,solar,  ')).toEqual(['Solar', 'Jeddah']);
    expect(parseTags('طاقة، جدة ،')).toEqual(['طاقة', 'جدة']);
    expect(validateArticle({ ...complete, tags: { ar: '', en: 'x'.repeat(41) } })).toMatchObject({ ok: false, errors: { tags: 'tagTooLong' } });
  });
});

describe('reading an article', () => {
  it('shows the Latin runs of an Arabic text isolated, so «IPC-A-610» and «ISO 9001» never read backwards', () => {
    expect(pick({ ar: 'الفئة 3 من IPC-A-610 لطلبك', en: '' }, 'ar').text).toBe('الفئة 3 من \u2066IPC-A-610\u2069 لطلبك');
    expect(pick({ ar: '', en: 'Class 3 of IPC-A-610' }, 'ar').text).toBe('Class 3 of IPC-A-610');
  });

  it('falls back to the other language and says which one it is', () => {
    expect(pick({ ar: '', en: 'Hello' }, 'ar')).toEqual({ text: 'Hello', lang: 'en' });
    expect(pick({ ar: 'مرحبا', en: 'Hello' }, 'ar')).toEqual({ text: 'مرحبا', lang: 'ar' });
  });

  it('counts reading time as words / 200 rounded up', () => {
    expect(countWords('  one two\n\nthree\tfour  ')).toBe(4);
    expect(countWords('')).toBe(0);
    expect(readingMinutes(countWords('word '.repeat(200)))).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(0)).toBe(1);
  });

  it('dates in US English long format and Arabic Gregorian with Western digits', () => {
    const date = new Date('2024-01-15T09:00:00Z');
    expect(formatPublished(date, 'en')).toBe('January 15, 2024');
    expect(formatPublished(date, 'ar')).toBe('15 يناير 2024');
  });

  it('keeps line breaks: blank lines make paragraphs', () => {
    expect(paragraphsOf('One\r\nline two\n\n\nTwo\n \nThree')).toEqual(['One\nline two', 'Two', 'Three']);
  });
});

describe('the news list address', () => {
  it('reads search, category and page, ignoring nonsense', () => {
    expect(newsQueryFrom({ q: '  solar   storage ', category: '3', page: '2' })).toEqual({ q: 'solar storage', category: 3, page: 2 });
    expect(newsQueryFrom({ category: 'x', page: '-1' })).toEqual({ q: '', category: undefined, page: 1 });
    expect(newsQueryFrom({ q: ['a', 'b'], page: '99999999999' })).toEqual({ q: 'a', category: undefined, page: 1 });
  });

  it('writes only what is set', () => {
    expect(newsHref('/en/energy/news', { q: 'solar & wind', category: 2, page: 1 })).toBe('/en/energy/news?q=solar+%26+wind&category=2');
    expect(newsHref('/energy/news', {})).toBe('/energy/news');
  });
});
