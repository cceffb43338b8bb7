import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Block } from '@/components/sections/types';
import { siteConfig } from '@/config/site';
import { SOLAR_ASSUMPTIONS } from '@/features/calculator/model';
import { solutionsPage } from '@/site-pages/group/solutions';
import { seedArticles } from '@/features/news/seed-content';

/**
 * Claims that hold without the company's sign-off (issue 22 §4): copy that presented invented specifics as fact is
 * gone from every message file and from the seeded news, in both languages, and the figures that contradicted each
 * other now agree.
 */

const messagesRoot = path.resolve(import.meta.dirname, '../../src/messages');

/** Every message file of a language, read as one text per file. */
function messageFiles(locale: 'ar' | 'en'): { file: string; text: string }[] {
  const dir = path.join(messagesRoot, locale);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file: `${locale}/${file}`, text: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

const seedText = (locale: 'ar' | 'en') =>
  seedArticles.map((article) => [article.title, article.excerpt, article.content].map((text) => text[locale]).join('\n')).join('\n');

/** What the fact check found, as it read on the site. */
const invented: Record<'ar' | 'en', string[]> = {
  en: [
    // Clients nobody agreed to name.
    'Key clients',
    'A national energy and petrochemicals company',
    'A national electricity utility',
    'A national telecommunications operator',
    'A national defence manufacturer',
    'Trusted by national leaders',
    'Trusted by national clients',
    'Leading Saudi organisations',
    'for leading Saudi organisations',
    // Quotes nobody gave.
    'found wall loss on a line we had scheduled',
    'A gearbox part we could no longer import',
    'The preventive plan fits around our peak season',
    // Service promises nobody has set (they come from `siteConfig.service` when set).
    'We reply within one working day',
    'An engineer will reply within one working day',
    'will reply within one working day',
    'Sunday to Thursday, 8:00 am to 5:00 pm',
    'audited every year',
    'easy access to the port',
    "shown with our partners' approval",
    // Named-looking projects.
    'Rooftop solar for a Jeddah factory',
    'Selected projects from across the group',
  ],
  ar: [
    'أبرز عملائنا',
    'شركة وطنية للطاقة والبتروكيماويات',
    'شركة وطنية للكهرباء',
    'مشغّل وطني للاتصالات',
    'جهة وطنية للصناعات الدفاعية',
    'ثقة الجهات الوطنية الرائدة',
    'ثقة العملاء الوطنيين',
    'كبرى الجهات السعودية',
    'اكتشف فريق الفحص نقصًا',
    'قطعة في صندوق التروس لم نعد قادرين على استيرادها',
    'خطة الصيانة الوقائية تراعي موسم الذروة لدينا',
    'نردّ خلال يوم عمل واحد',
    'وسيردّ عليك أحد مهندسينا خلال يوم عمل واحد',
    'وسيتواصل معك خلال يوم عمل واحد',
    'من 8:00 صباحًا حتى 5:00 مساءً',
    'تخضع للتدقيق سنويًا',
    'بالقرب من الميناء',
    'تُعرض شعارات الشركاء بموافقتهم',
    'طاقة شمسية على سطح مصنع في جدة',
    'مشاريع مختارة من قطاعات المجموعة',
  ],
};

/** The six launch stories of the old seed: a plant, a product "launch", a pilot, an agreement, dated news. */
const inventedNews: Record<'ar' | 'en', string[]> = {
  en: ['1.2 MW', '2,200', 'fourteen weeks', 'went live this week', 'Q2 2024', 'joins the portfolio', 'date farm', 'retail chain', '0.57'],
  ar: ['1.2 ميغاواط', '2,200', 'أربعة عشر أسبوعًا', 'هذا الأسبوع', 'الربع الثاني من 2024', 'تطلق', 'مزرعة تمور', 'سلسلة متاجر', '0.57'],
};

describe('claims that hold without the company’s sign-off', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`no message file says what the fact check found invented (${locale})`, () => {
      const found = messageFiles(locale).flatMap(({ file, text }) =>
        invented[locale].filter((phrase) => text.includes(phrase)).map((phrase) => `${file}: ${phrase}`),
      );
      expect(found).toEqual([]);
    });

    it(`the seeded news explains, it does not report invented projects (${locale})`, () => {
      const text = seedText(locale);
      expect(invented[locale].concat(inventedNews[locale]).filter((phrase) => text.includes(phrase))).toEqual([]);
    });
  }

  it('seeds three evergreen explainers that carry no date of their own', () => {
    expect(seedArticles.map((article) => article.title.en)).toEqual([
      'How net billing works for rooftop solar in Saudi Arabia',
      'What IPC-A-610 Class 3 means for your PCBA order',
      'On-grid, off-grid or hybrid: choosing your solar system',
    ]);
    for (const article of seedArticles) expect(article).not.toHaveProperty('publishedAt');
  });

  it('states the reply time, business hours and the Vision 2030 mark only once site.ts sets them', () => {
    expect(siteConfig.service).toEqual({});
    expect(siteConfig.showVision2030Mark).toBe(false);
  });

  it('the solutions landing shows the group’s projects once, and no count that equals them for one division', () => {
    const figures = solutionsPage.blocks.flatMap((block: Block) =>
      'items' in block && block.items ? block.items.flatMap((item) => item.figures ?? []) : [],
    );
    const values = figures.map((figure) => figure.value);
    expect(values.filter((value) => value === `${siteConfig.landingStats.projects}+`)).toHaveLength(1);
    expect(values).not.toContain('1000+');
    expect(solutionsPage.blocks.map((block) => block.kind)).not.toContain('testimonials');
  });

  it('every solar panel service life on the energy pages is the calculator’s', () => {
    const years = SOLAR_ASSUMPTIONS.systemLifetimeYears;
    const read = (locale: string, file: string) => fs.readFileSync(path.join(messagesRoot, locale, file), 'utf8');
    for (const locale of ['en', 'ar']) {
      const lives = [
        read(locale, 'energyApplications/solar-telecommunications.json'),
        read(locale, 'energyApplications/industrial-solutions.json'),
        read(locale, 'energyProducts/solar-panels.json'),
      ].map((text) => JSON.parse(text) as unknown);
      const lifeValues = lives.map((json) => JSON.stringify(json).match(/"life":\{[^}]*"value":"(\d+)/)?.[1]);
      expect(lifeValues, locale).toEqual([String(years), String(years), String(years)]);
    }
  });
});
