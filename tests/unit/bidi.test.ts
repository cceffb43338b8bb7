import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Block, Item } from '@/components/sections/types';
import { allPageDefinitions } from '@/site-pages/page-definitions';
import { isolateLatinRuns, LRI, PDI, withoutIsolates } from '@/i18n/bidi';
import { messageFormats } from '@/i18n/format';

const root = path.resolve(import.meta.dirname, '../../src/messages');

type Tree = Record<string, unknown>;

function readTree(locale: string): Tree {
  const tree: Tree = {};
  for (const file of fs.readdirSync(path.join(root, locale), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.json'))) {
    const keys = file.slice(0, -'.json'.length).split(path.sep);
    let node = tree;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Tree;
    node[keys.at(-1)!] = JSON.parse(fs.readFileSync(path.join(root, locale, file), 'utf8'));
  }
  return tree;
}

function flatten(value: unknown, prefix = ''): [string, string][] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
  return [[prefix, String(value)]];
}

const arabicTree = readTree('ar');
const arabic = flatten(arabicTree);
const show = (text: string) => text.replaceAll(LRI, '⁅').replaceAll(PDI, '⁆').replaceAll('\u00A0', '·');

describe('isolateLatinRuns', () => {
  // ⁅ ⁆ stand for LRI and PDI, · for a no-break space.
  it.each([
    ['نظام معتمد وفق ISO 9001:2015.', 'نظام معتمد وفق ⁅ISO·9001:2015⁆.'],
    ['وفق IPC-A-610 Class 3', 'وفق ⁅IPC-A-610·Class·3⁆'],
    ['نحاس 0.5–6 oz', 'نحاس ⁅0.5–6·oz⁆'],
    ['حتى 105,000 CPH', 'حتى ⁅105,000·CPH⁆'],
    ['التشطيبات: HASL, lead-free HASL, ENIG, OSP.', 'التشطيبات: ⁅HASL, lead-free·HASL, ENIG, OSP⁆.'],
    ['من 50 × 50 مم', 'من ⁅50·×·50⁆ مم'],
    ['تعتيم 0–10 فولت', 'تعتيم ⁅0–10⁆ فولت'],
    ['حتى 350°C', 'حتى ⁅350°C⁆'],
    ['كفاءة 99.5% وأكثر من 200+ مشروع', 'كفاءة ⁅99.5%⁆ وأكثر من ⁅200+⁆ مشروع'],
    ['من -20 إلى 60 درجة مئوية', 'من ⁅-20⁆ إلى 60 درجة مئوية'],
    ['خدمات التصنيع الإلكتروني (EMS)', 'خدمات التصنيع الإلكتروني (⁅EMS⁆)'],
    ['PCB وPCBA', '⁅PCB⁆ و⁅PCBA⁆'],
    ['دقة 25 μm', 'دقة ⁅25·μm⁆'],
    ['اتصل على +966 12 345 6789', 'اتصل على ⁅+966·12·345·6789⁆'],
  ])('isolates the Latin run in «%s»', (input, expected) => {
    expect(show(isolateLatinRuns(input))).toBe(expected);
  });

  it('leaves plain figures that already read correctly, and text without Latin, as typed', () => {
    for (const text of ['700 واط و12 منطقة', 'بتاريخ 15 يناير 2024', '105,000 مكوّن في الساعة', 'من 8:00 صباحًا', 'لوح شمسي', '120 م²']) {
      expect(isolateLatinRuns(text)).toBe(text);
    }
  });

  it('lets a long list break after its commas but never inside an item', () => {
    const out = show(isolateLatinRuns('وفق IEC 62109-1, IEC 62477-1, IEC 61000-6-2, IEC 60068-2 وغيرها'));
    expect(out).toBe('وفق ⁅IEC·62109-1, IEC·62477-1, IEC·61000-6-2, IEC·60068-2⁆ وغيرها');
  });

  it('never touches ICU syntax: placeholders, plural and select headers, tags and quoted text', () => {
    const message = "{count, plural, one {لوح 700 W} other {{count, number, integer} لوحًا وفق IEC 61215}} <b>ISO 9001</b> {name} '{SMT}'";
    expect(show(isolateLatinRuns(message))).toBe(
      "{count, plural, one {لوح ⁅700·W⁆} other {{count, number, integer} لوحًا وفق ⁅IEC·61215⁆}} <b>⁅ISO·9001⁆</b> {name} '{SMT}'",
    );
  });

  it('gives the typed text back for copy that leaves the page as data (a prefilled form field)', () => {
    const typed = 'أرجو إبلاغي عند توفر التطبيق على أندرويد أو iOS، وفق ISO 9001:2015.';
    expect(withoutIsolates(isolateLatinRuns(typed))).toBe(typed);
  });

  it('is idempotent, on the cases above and on every Arabic message', () => {
    for (const [key, value] of arabic) {
      const once = isolateLatinRuns(value);
      expect(isolateLatinRuns(once), key).toBe(once);
    }
  });
});

/** Every argument of a message, with a value of its kind: counts and numbers get 1,500, anything else a word. */
function valuesFor(message: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [, name, kind] of message.matchAll(/\{(\w+)(?:,\s*(\w+))?/g)) {
    if (kind === 'plural' || kind === 'selectordinal' || kind === 'number') values[name!] = 1500;
    else values[name!] ??= kind === 'select' ? 'other' : 'x';
  }
  return values;
}

type Translate = (key: string, values: Record<string, string | number>) => string;
const translator = (messages: Record<string, string>) =>
  createTranslator({ locale: 'ar', messages, formats: messageFormats, onError: (error) => void error }) as unknown as Translate;

describe('every Arabic message after isolation', () => {
  const original = Object.fromEntries(arabic.map(([, value], index) => [`m${index}`, value]));
  const isolated = Object.fromEntries(arabic.map(([, value], index) => [`m${index}`, isolateLatinRuns(value)]));

  it('still parses and formats to the same words (ICU safety)', () => {
    const errors: string[] = [];
    const strict = createTranslator({
      locale: 'ar',
      messages: isolated,
      formats: messageFormats,
      onError: (error) => errors.push(error.message),
    }) as unknown as Translate;
    const plain = translator(original);
    for (const [index, [key, value]] of arabic.entries()) {
      const values = valuesFor(value);
      for (const count of [1, 2, 11, 1500]) {
        for (const name of Object.keys(values)) if (typeof values[name] === 'number') values[name] = count;
        const text = strict(`m${index}`, values);
        const unmarked = text.replaceAll(LRI, '').replaceAll(PDI, '').replaceAll('\u00A0', ' ');
        expect(unmarked, key).toBe(plain(`m${index}`, values).replaceAll('\u00A0', ' '));
      }
    }
    expect(errors).toEqual([]);
  });

  it('has no figure beside a Latin unit outside an isolate', () => {
    const t = translator(isolated);
    const offenders = arabic
      .map(([key, value], index) => [key, t(`m${index}`, valuesFor(value))] as const)
      .filter(([, text]) => figureBesideLatinUnit.test(outsideIsolates(text)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offenders).toEqual([]);
  });
});

/** Latin units a figure must never stand beside, bare, on an Arabic page. */
const latinUnit = String.raw`(?:mm|cm|μm|µm|°C|°|kWh|kWp|kW|MWh|MWp|MW|GW|W|kVA|kV|V|mAh|Ah|A|m\/s|m²|m|dB|oz|CPH|Hz|kHz|MHz|GHz|kg|g|mil|h|s)`;
const figureBesideLatinUnit = new RegExp(String.raw`[0-9][\s\u00A0]*${latinUnit}(?![\p{L}])`, 'u');
const outsideIsolates = (text: string) => text.replace(/\u2066[^\u2069]*\u2069/gu, ' ');

/**
 * The convention (glossary §3): on Arabic pages a unit with a common Arabic name is written in Arabic (مم،
 * ميكرومتر، درجة مئوية، فولت، واط، كيلوواط، ميغاواط، م/ث، ديسيبل، أونصة …). Codes, standards, acronyms and part
 * sizes stay Latin (ISO 9001:2015, BGA, 0201, IPC-A-610), as do units without a common Arabic form (CPH, mil).
 */
const latinUnitWithArabicName = new RegExp(
  String.raw`[0-9][\s\u00A0]*(?:mm|cm|μm|µm|°C|kWh|kWp|kW|MWh|MWp|MW|W|kV|V|Ah|m\/s|dB|oz|kg)(?![\p{L}])`,
  'u',
);

describe('the units convention', () => {
  it('writes units that have a common Arabic name in Arabic in every Arabic message', () => {
    const offenders = arabic.filter(([, value]) => latinUnitWithArabicName.test(value)).map(([key, value]) => `${key}: ${value}`);
    expect(offenders).toEqual([]);
  });
});

/** Every figure a page definition gives (items' `value`, cards' figures), with the message key that may replace it. */
function definitionFigures(): { where: string; key: string; value: string }[] {
  const found: { where: string; key: string; value: string }[] = [];
  const visit = (routeId: string, namespace: string, blocks: readonly Block[]) => {
    for (const block of blocks) {
      if (block.kind === 'certificates') continue; // shown in `<bdi dir="ltr">`: a standard's name, "ISO 9001:2015"
      if (block.kind === 'tabs')
        visit(
          routeId,
          namespace,
          block.tabs.flatMap((tab) => tab.blocks),
        );
      const items = ('items' in block ? block.items : undefined) as Item[] | undefined;
      for (const item of items ?? []) {
        const base = `${namespace}.${block.id}.items.${item.id}`;
        if (item.value !== undefined) found.push({ where: `${routeId} ${base}`, key: `${base}.value`, value: item.value });
        for (const figure of item.figures ?? []) {
          if (figure.value !== undefined) found.push({ where: `${routeId} ${base}`, key: `${base}.figures.${figure.id}.value`, value: figure.value });
        }
      }
    }
  };
  for (const [routeId, definition] of allPageDefinitions()) visit(routeId, definition.namespace, definition.blocks);
  return found;
}

const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], arabicTree);

describe('figures given by the page definitions', () => {
  it('are language-neutral figures; a figure with a unit, a range or a word comes from the messages', () => {
    const figures = definitionFigures();
    expect(figures.length).toBeGreaterThan(20);
    // Shown in a `<bdi>`: plain figures, "21%" and "500+" read correctly there; anything else needs its Arabic form.
    const offenders = figures
      .filter(({ key, value }) => lookup(key) === undefined && !/^[0-9]+(?:[.,:][0-9]+)*[%+]?$/.test(value))
      .map(({ where, value }) => `${where}: ${value}`);
    expect(offenders).toEqual([]);
  });
});
