import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Wording the copy review of issue 22 fixed, kept fixed: each with the glossary's form (docs/content/glossary.md). */
const arabicDrift: [RegExp, string][] = [
  [/عاكسات/, 'عواكس'],
  [/خدمات تصنيع الإلكترونيات/, 'خدمات التصنيع الإلكتروني'],
  [/(?<!ال)تخزين البطاريات/, 'التخزين بالبطاريات'],
  [/الصيانة والإصلاح والتشغيل/, 'الصيانة والإصلاح والعَمرة (MRO)'],
  [/صندوق التروس|صناديق التروس/, 'علبة التروس'],
  [/ملف(?:ًا)? حراري/, 'منحنى حراري'],
  [/التحكم الإشرافي وتجميع البيانات|والتحكم وجمع البيانات/, 'نظام الإشراف والتحكم وتحصيل البيانات (SCADA)'],
  [/تقديم المنتج الجديد/, 'تقديم المنتجات الجديدة (NPI)'],
  [/أربعة طرق/, 'أربع طرق'],
  [/التصنيع EMS/, 'خدمات التصنيع الإلكتروني (EMS)'],
  [/قائمة المواد \(BOM\) الخاصة بك/, 'قائمة موادك (BOM)'],
  [/ينتظرون الموثوقية|في حركة دائمة|يمكنك التخطيط عليها/, 'natural Arabic, not a calque'],
  [/قطاعانا|الأنسب لـ|بـ\s?\d/, 'natural Arabic («قطاعان متكاملان»، «يناسب»، «من 12 منطقة»)'],
  [/تابعنا قريبًا/, 'عُد إلينا قريبًا'],
  [/\d-\d[\d.]*\s(?:مم|ميكرومتر|طبقة|أونصة|فولت|واط|كيلوواط)/, 'a range with an en dash («0.2–6.0 مم»)'],
];

const englishDrift: [RegExp, string][] = [
  [/\bEMS (?:Services|Manufacturing)\b/, 'Electronics Manufacturing Services (EMS)'],
  [/\bRE Services\b/, 'Reverse Engineering'],
  [/\d x \d/, '50 × 50'],
  [/Android \/ iOS/, 'Android or iOS'],
  [/24-hour support/, '24/7 support'],
];

const root = path.resolve(import.meta.dirname, '../../src/messages');

function offenders(locale: string, terms: [RegExp, string][]): string[] {
  const files = fs.readdirSync(path.join(root, locale), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  const flatten = (value: unknown, prefix: string): [string, string][] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => flatten(child, `${prefix}.${key}`))
      : [[prefix, String(value)]];
  return files.flatMap((file) =>
    flatten(JSON.parse(fs.readFileSync(path.join(root, locale, file), 'utf8')), file).flatMap(([key, value]) =>
      terms.filter(([term]) => term.test(value)).map(([term, instead]) => `${key}: ${term.source} → ${instead}`),
    ),
  );
}

describe('glossary wording', () => {
  it('Arabic messages use the glossary terms, not the drifted ones', () => {
    expect(offenders('ar', arabicDrift)).toEqual([]);
  });

  it('English messages use the glossary terms', () => {
    expect(offenders('en', englishDrift)).toEqual([]);
  });
});
