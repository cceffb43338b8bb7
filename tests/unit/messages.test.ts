import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allNavLinks } from '@/config/navigation';
import { pageDefinitionFor } from '@/site-pages/page-definitions';
import { pageRoutes } from '@/config/routes';
import { locales, namespaces, type Namespace } from '@/i18n/config';
import { namespaceParts } from '@/i18n/namespace-parts';

const root = path.resolve(import.meta.dirname, '../../src/messages');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
/** One namespace as the site loads it: a file, or a folder of one file per part. */
const load = (locale: string, ns: Namespace) => {
  const parts = namespaceParts[ns];
  if (!parts) return readJson(path.join(locale, `${ns}.json`));
  return Object.fromEntries(parts.map((part) => [part, readJson(path.join(locale, ns, `${part}.json`))]));
};

/** Flattens nested messages to `a.b.c` keys with their values. */
function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

describe('message files', () => {
  it('exist for every language and namespace, and no others', () => {
    for (const locale of locales) {
      const files = fs.readdirSync(path.join(root, locale)).sort();
      expect(files).toEqual(namespaces.map((ns) => (namespaceParts[ns] ? ns : `${ns}.json`)).sort());
      for (const [ns, parts] of Object.entries(namespaceParts)) {
        expect(fs.readdirSync(path.join(root, locale, ns)).sort(), `${locale}/${ns}`).toEqual(parts.map((part) => `${part}.json`).sort());
      }
    }
  });

  for (const ns of namespaces) {
    it(`${ns}: Arabic and English have the same keys and no empty value`, () => {
      const [ar, en] = locales.map((locale) => new Map(flatten(load(locale, ns))));
      const missingInEn = [...ar!.keys()].filter((key) => !en!.has(key));
      const missingInAr = [...en!.keys()].filter((key) => !ar!.has(key));
      expect({ missingInEn, missingInAr }).toEqual({ missingInEn: [], missingInAr: [] });
      for (const map of [ar!, en!]) {
        const empty = [...map].filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
        expect(empty).toEqual([]);
      }
    });
  }

  it('Arabic copy is written in Arabic, not left in English', () => {
    // Standard names, units, and examples that are the same in both languages (an e-mail address, a phone pattern).
    const allowedLatin =
      /^(ISO[\s\d:.,]*|PCB|PCBA|SMT|EMS|MPPT|AOI|BOM|IoT|R&D|kW|kWh|CPH|μm|English|\{[a-z]+\}|[\d\s.,:%+°/-]+|[\w.]+@[\w.]+|\+966 5X XXX XXXX)$/;
    for (const ns of namespaces) {
      const suspicious = flatten(load('ar', ns)).filter(([, value]) => {
        const text = String(value);
        return !/[\u0600-\u06FF]/.test(text) && !allowedLatin.test(text.trim());
      });
      expect(suspicious, `English left in ar/${ns}.json`).toEqual([]);
    }
  });

  it('label every navigation link in both languages', () => {
    for (const locale of locales) {
      const labels = load(locale, 'nav').links as Record<string, string>;
      const unlabelled = allNavLinks().filter((link) => !labels[link.key]);
      expect(unlabelled).toEqual([]);
    }
  });

  it('give every page of the registry its title and description, and every generic or data page its hero', () => {
    for (const locale of locales) {
      const pages = load(locale, 'pages') as Record<string, Record<string, string>>;
      const untitled = pageRoutes.filter((route) => !pages[route.id]?.title || !pages[route.id]?.description).map((route) => route.id);
      expect(untitled, locale).toEqual([]);
      const withoutHero = pageRoutes
        .filter((route) => route.layout === 'standard')
        .filter((route) => {
          const definition = pageDefinitionFor(route.id);
          if (!definition) return !pages[route.id]?.heroTitle;
          const [ns, ...path] = definition.namespace.split('.');
          const copy = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], load(locale, ns as Namespace));
          return !(copy as { hero?: { title?: string } } | undefined)?.hero?.title;
        })
        .map((route) => route.id);
      expect(withoutHero, locale).toEqual([]);
    }
  });
});
