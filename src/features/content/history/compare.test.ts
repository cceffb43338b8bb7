import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { pageDocumentSchema, type PageDocument } from '@/components/sections/blocks/document';
import { messageFormats } from '@/i18n/format';
import arAdmin from '@/messages/ar/contentAdmin.json';
import arHistory from '@/messages/ar/contentHistory.json';
import enAdmin from '@/messages/en/contentAdmin.json';
import enHistory from '@/messages/en/contentHistory.json';
import { chooseVersions } from './choose';
import { compareDocuments, describePath, type Change, type Value } from './compare';
import { wordChanges } from './word-diff';
import { pathWords, plainText, type Translate } from './words';

function translators(locale: 'ar' | 'en') {
  const messages = locale === 'ar' ? { contentAdmin: arAdmin, contentHistory: arHistory } : { contentAdmin: enAdmin, contentHistory: enHistory };
  const make = (namespace: 'contentAdmin' | 'contentHistory') =>
    createTranslator({ locale, messages, namespace, formats: messageFormats }) as unknown as Translate;
  return { admin: make('contentAdmin'), history: make('contentHistory') };
}

/** Each change as the history page's table reads it: where | what happened | Arabic | English. */
function read(changes: Change[], locale: 'ar' | 'en' = 'en'): string[] {
  const { admin, history } = translators(locale);
  const words = pathWords(admin, history);
  const text = (value: Value | undefined, language: 'ar' | 'en') =>
    value === undefined ? '(empty)' : value.type === 'words' ? value.value[language] || '(empty)' : plainText(value, undefined, admin, history).text;
  return changes.map((change) => {
    const where = describePath(change.path, words);
    const what = history(`compare.kinds.${change.type}`);
    if (change.type === 'moved') return `${where} | ${what} | ${history('compare.moved', { from: change.from, to: change.to })}`;
    if (change.type !== 'changed') return `${where} | ${what} | ${text(change.summary, 'ar')} | ${text(change.summary, 'en')}`;
    const side = (language: 'ar' | 'en') => {
      const before = text(change.before, language);
      const after = text(change.after, language);
      return before === after ? `${after} (unchanged)` : `${before} → ${after}`;
    };
    if (change.before?.type === 'words' || change.after?.type === 'words') return `${where} | ${what} | ${side('ar')} | ${side('en')}`;
    return `${where} | ${what} | ${side('en')}`;
  });
}

const base: PageDocument = pageDocumentSchema.parse({
  id: 'energy-products-solar-panels',
  accent: 'energy',
  seo: { title: { ar: 'الألواح الشمسية', en: 'Solar panels' }, description: { ar: 'وصف', en: 'Description' } },
  hero: { title: { ar: 'الألواح الشمسية', en: 'Solar panels' }, image: '/images/scenes/solar.svg' },
  blocks: [
    { kind: 'intro', id: 'intro', title: { ar: 'مقدمة', en: 'Introduction' }, body: [{ ar: 'فقرة أولى', en: 'First paragraph' }] },
    {
      kind: 'cards',
      id: 'range',
      title: { ar: 'المجموعة', en: 'The range' },
      items: [
        { id: 'mono', title: { ar: 'أحادية', en: 'Mono' } },
        { id: 'bifacial', title: { ar: 'ثنائية الوجه', en: 'Bifacial' } },
      ],
    },
    {
      kind: 'stats',
      id: 'figures',
      title: { ar: 'أرقام', en: 'Figures' },
      items: [{ id: 'power', value: { ar: '700 واط', en: '700 W' }, title: { ar: 'القدرة', en: 'Output' } }],
    },
    {
      kind: 'cta',
      id: 'talk',
      title: { ar: 'تواصل معنا', en: 'Talk to us' },
      actions: [{ href: '/contact', label: { ar: 'تواصل', en: 'Contact' } }],
    },
  ],
});

const edit = (change: (document: PageDocument) => void): PageDocument => {
  const document = structuredClone(base);
  change(document);
  return pageDocumentSchema.parse(document);
};

const blockOf = <K extends PageDocument['blocks'][number]['kind']>(document: PageDocument, kind: K) =>
  document.blocks.find((block) => block.kind === kind) as Extract<PageDocument['blocks'][number], { kind: K }>;

describe('comparing two versions of a page', () => {
  it('finds nothing between equal versions', () => {
    expect(compareDocuments(base, structuredClone(base))).toEqual([]);
  });

  it('names a changed Arabic heading, with the English left as it was', () => {
    const after = edit((document) => (document.hero.title.ar = 'ألواح شمسية عالية الكفاءة'));
    expect(read(compareDocuments(base, after))).toEqual([
      'Page header › Title | Changed | الألواح الشمسية → ألواح شمسية عالية الكفاءة | Solar panels (unchanged)',
    ]);
    expect(read(compareDocuments(base, after), 'ar')).toEqual([
      'رأس الصفحة › العنوان | عُدّل | الألواح الشمسية → ألواح شمسية عالية الكفاءة | Solar panels (unchanged)',
    ]);
  });

  it('names a changed English figure in its section and item', () => {
    const after = edit((document) => (blockOf(document, 'stats').items[0]!.value.en = '720 W'));
    expect(read(compareDocuments(base, after))).toEqual(['Section 3 · Figures › Items › 1 › Value | Changed | 700 واط (unchanged) | 700 W → 720 W']);
  });

  it('states an added item with its title', () => {
    const after = edit((document) => blockOf(document, 'cards').items.push({ id: 'half-cell', title: { ar: 'نصف خلية', en: 'Half-cell' } }));
    expect(read(compareDocuments(base, after))).toEqual(['Section 2 · Cards › Items › 3 | Added | نصف خلية | Half-cell']);
  });

  it('states a removed section at the position it had', () => {
    const after = edit((document) => (document.blocks = document.blocks.filter((block) => block.kind !== 'cta')));
    expect(read(compareDocuments(base, after))).toEqual(['Section 4 · Call to action | Removed | تواصل معنا | Talk to us']);
  });

  it('states a moved section once, with the change made inside it', () => {
    const after = edit((document) => {
      const stats = document.blocks.splice(2, 1)[0]!;
      document.blocks.unshift(stats);
      blockOf(document, 'stats').title.en = 'Key figures';
    });
    expect(read(compareDocuments(base, after))).toEqual([
      'Section 1 · Figures | Moved | Moved from position 3 to position 1',
      'Section 1 · Figures › Title | Changed | أرقام (unchanged) | Figures → Key figures',
    ]);
  });

  it('reads paragraphs by position, plain values as they are stored, and named choices by name', () => {
    const after = edit((document) => {
      const intro = blockOf(document, 'intro');
      intro.body[0]!.en = 'The first paragraph';
      intro.body.push({ ar: 'فقرة ثانية', en: 'Second paragraph' });
      intro.tone = 'muted';
      document.hero.image = '/images/scenes/solar-roof.svg';
    });
    expect(read(compareDocuments(base, after))).toEqual([
      'Page header › Picture | Changed | /images/scenes/solar.svg → /images/scenes/solar-roof.svg',
      'Section 1 · Introduction › Background | Changed | (empty) → muted',
      'Section 1 · Introduction › Text › 1 | Changed | فقرة أولى (unchanged) | First paragraph → The first paragraph',
      'Section 1 · Introduction › Text › 2 | Changed | (empty) → فقرة ثانية | (empty) → Second paragraph',
    ]);
    const { admin, history } = translators('en');
    expect(plainText({ type: 'plain', value: 'muted' }, 'tone', admin, history).text).toBe('Soft grey');
  });

  it('marks the words that changed, whole Arabic words included', () => {
    expect(wordChanges('الألواح الشمسية للمنازل', 'الألواح الشمسية للمصانع', 'ar')).toEqual({
      before: [{ text: 'الألواح الشمسية ' }, { text: 'للمنازل', change: 'removed' }],
      after: [{ text: 'الألواح الشمسية ' }, { text: 'للمصانع', change: 'added' }],
    });
    expect(wordChanges('Up to 700 W', 'Up to 720 W', 'en').after).toEqual([{ text: 'Up to ' }, { text: '720', change: 'added' }, { text: ' W' }]);
  });
});

describe('choosing the versions to compare', () => {
  it('compares the published version with the newest by default, or the newest with the one before', () => {
    expect(chooseVersions([5, 4, 3, 2, 1], 3)).toEqual({ from: 3, to: 5 });
    expect(chooseVersions([5, 4, 3, 2, 1], 5)).toEqual({ from: 4, to: 5 });
    expect(chooseVersions([5, 4, 3, 2, 1], null)).toEqual({ from: 4, to: 5 });
    expect(chooseVersions([1], 1)).toBeUndefined();
  });

  it('takes the versions the address names, and ignores unknown ones', () => {
    expect(chooseVersions([5, 4, 3, 2, 1], 3, { from: '1', to: '2' })).toEqual({ from: 1, to: 2 });
    expect(chooseVersions([5, 4, 3, 2, 1], 3, { from: '9', to: '2' })).toEqual({ from: 3, to: 2 });
    expect(chooseVersions([5, 4, 3, 2, 1], 3, { from: 'x' })).toEqual({ from: 3, to: 5 });
  });
});
