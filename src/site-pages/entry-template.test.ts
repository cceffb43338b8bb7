import { describe, expect, it } from 'vitest';
import { pageDocumentSchema } from '@/components/sections/blocks/document';
import { translationGaps } from '@/components/sections/blocks/gaps';
import { entryCategories, entryKinds, entryTemplate } from '@/features/content/entries/template';
import { draftSeedDocuments, seedById } from './content-seed';

describe('a new entry starts from its collection’s template', () => {
  it('an energy product: the seed product’s sections and buttons, its own enquiry, every word to write marked', async () => {
    const seed = await seedById();
    const categories = entryCategories('energy-products', seed);
    expect(categories.map((category) => category.value)).toEqual(['core', 'storage', 'specialized']);
    const category = categories.find((candidate) => candidate.value === 'specialized')!;
    const id = 'energy-products-solar-water-pumps';
    const template = entryTemplate(
      { collection: 'energy-products', id, slug: 'solar-water-pumps', title: { ar: 'مضخات المياه الشمسية', en: 'Solar Water Pumps' }, category },
      seed,
    );
    const document = pageDocumentSchema.parse({ ...template, id });
    expect(document.hero.title.en).toBe('Solar Water Pumps');
    expect(document.hero.eyebrow).toEqual(category.label);
    expect(document.hero.image).toBe(seed.get('energy-products')!.hero.image);
    expect(document.blocks.map((block) => block.kind)).toEqual(['features', 'specs', 'cta']);
    const hrefs = JSON.stringify(document).match(/"href":"[^"]+"/g) ?? [];
    expect(hrefs).toContain(`"href":"/energy/contact?topic=${id}#enquiry"`);
    // Nothing of the model product survives: not its datasheet, not its enquiry, not its words.
    expect(JSON.stringify(document)).not.toMatch(/solar-panels|700/);
    expect(document.hero.actions?.[0]?.label.en).toBe('Request a quote');
    const gaps = translationGaps(document).map((gap) => gap.path.join('.'));
    expect(gaps).toContain('seo.description');
    expect(gaps).toContain('blocks.0.items.0.title');
    expect(gaps.filter((gap) => gap.includes('actions') || gap.includes('back'))).toEqual([]);
  });

  it('an electronics product family keeps the sections every family shares word for word', async () => {
    const seed = await seedById();
    const template = entryTemplate(
      { collection: 'electronics-products', id: 'electronics-products-drones', slug: 'drones', title: { ar: 'الطائرات المسيّرة', en: 'Drones' } },
      seed,
    );
    const process = template.blocks.find((block) => block.kind === 'steps');
    expect(process).toEqual(seed.get('electronics-products-medical')!.blocks.find((block) => block.kind === 'steps'));
    expect(template.hero.eyebrow?.en).toBe('Product family');
    expect(entryCategories('electronics-products', seed)).toEqual([]);
  });

  it('an energy application takes one of the overview’s categories', async () => {
    const seed = await seedById();
    expect(entryCategories('energy-applications', seed).map((category) => category.value)).toEqual([
      'solar',
      'agriculture',
      'industry',
      'wind',
      'thermal',
      'telecom',
      'lighting',
    ]);
  });

  it('an entry offers the kinds of section its kind of page uses, not the landing page’s bands or the legal chapters', async () => {
    const seed = await seedById();
    const kinds = entryKinds('energy-products', seed);
    expect(kinds).toEqual(expect.arrayContaining(['features', 'specs', 'cta', 'stats', 'comparison', 'cards']));
    for (const kind of ['divisions', 'chapters', 'contact-tiles', 'directory']) expect(kinds).not.toContain(kind);
  });

  it('a case study: modelled on the draft profiles, its facts, story and gallery to fill in, no other project’s links', async () => {
    const documents = new Map([...(await seedById()), ...(await draftSeedDocuments()).map((draft) => [draft.id, draft] as const)]);
    expect(entryCategories('case-studies', documents)).toEqual([]);
    const id = 'case-studies-hospital-backup-power';
    const template = entryTemplate(
      { collection: 'case-studies', id, slug: 'hospital-backup-power', title: { ar: 'طاقة احتياطية لمستشفى', en: 'Backup power for a hospital' } },
      documents,
    );
    const document = pageDocumentSchema.parse({ ...template, id });
    expect(document.accent).toBe('group');
    expect(document.blocks.map((block) => block.kind)).toEqual(['caseStudy', 'intro', 'gallery', 'cta']);
    expect(document.hero.back?.href).toBe('/case-studies');
    expect(document.hero.eyebrow?.en).toBe('Case study');
    const facts = document.blocks[0]!.kind === 'caseStudy' ? document.blocks[0] : undefined;
    expect(facts?.links).toEqual([]);
    expect(facts?.location).toEqual({ ar: '', en: '' });
    expect(JSON.stringify(document)).not.toMatch(/solar-panels|Rooftop|factory/);
    const gaps = translationGaps(document).map((gap) => gap.path.join('.'));
    expect(gaps).toEqual(expect.arrayContaining(['seo.description', 'blocks.0.location', 'blocks.0.figures.0.value', 'blocks.1.body.0']));
    // The headings every profile shares stay.
    expect(gaps.filter((gap) => gap.endsWith('.title'))).toEqual([]);
    expect(entryKinds('case-studies', documents)).toEqual(expect.arrayContaining(['caseStudy', 'intro', 'gallery', 'cta']));
  });
});
