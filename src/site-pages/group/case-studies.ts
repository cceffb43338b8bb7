import 'server-only';
import type { PageDocument } from '@/components/sections/blocks/document';
import type { BlockOf } from '@/components/sections/blocks/schema';
import { caseStudyDraftSlugs, seedEntryId } from '@/config/collections';
import type { CaseStudyDivision, CaseStudySector, CaseStudySolution } from '@/config/case-studies';
import { artFor } from '@/config/page-art';
import type { Words } from '../seed-words';

/**
 * The case studies page and the three typical project profiles it launched with (decision 018). The page keeps its
 * hero, its approach and its call to action, and lists the published studies under them. The profiles become draft
 * entries: their words are the site's, but what only the company can state (the client, where, when, the figures) is
 * left for it to fill in, so the editor marks those fields and none is published until someone confirms it.
 */

const contact = '/contact';

export function caseStudiesDocument(seo: Words, groupPages: Words): PageDocument {
  const page = seo.scope('case-studies');
  const copy = groupPages.scope('case-studies.listing');
  const action = { href: contact, label: page.text('ctaLabel') };
  return {
    id: 'case-studies',
    accent: 'group',
    seo: { title: page.text('title'), description: page.text('description') },
    hero: {
      eyebrow: page.text('eyebrow'),
      title: page.text('heroTitle'),
      lead: page.text('heroLead'),
      image: artFor('case-studies'),
      actions: [action],
    },
    blocks: [
      { kind: 'intro', id: 'overview', title: page.text('sectionTitle'), body: [page.text('sectionBody')] },
      { kind: 'caseStudies', id: 'studies', title: copy.text('studiesTitle'), lead: copy.text('studiesLead') },
      { kind: 'cta', id: 'contact', title: page.text('ctaTitle'), lead: page.text('ctaBody'), actions: [action] },
    ],
  };
}

type Profile = {
  slug: (typeof caseStudyDraftSlugs)[number];
  accent: PageDocument['accent'];
  image: string;
  division: CaseStudyDivision;
  sector: CaseStudySector;
  solutions: CaseStudySolution[];
  figures: string[];
  links: { id: string; href: string }[];
};

const profiles: Profile[] = [
  {
    slug: 'factory-rooftop-solar',
    accent: 'energy',
    image: '/images/scenes/industrial-solar.svg',
    division: 'energy',
    sector: 'manufacturing',
    solutions: ['rooftop-solar', 'energy-monitoring'],
    figures: ['capacity', 'share'],
    links: [
      { id: 'panels', href: '/energy/products/solar-panels' },
      { id: 'inverters', href: '/energy/products/solar-inverters' },
      { id: 'monitoring', href: '/energy/applications/solar-monitoring' },
    ],
  },
  {
    slug: 'prototype-to-volume-pcba',
    accent: 'electronics',
    image: '/images/scenes/assembly.svg',
    division: 'electronics',
    sector: 'manufacturing',
    solutions: ['product-design', 'pcba', 'testing'],
    figures: ['volume', 'pilot'],
    links: [
      { id: 'pcba', href: '/electronics/ems/pcba-assembly' },
      { id: 'rd', href: '/electronics/rd' },
      { id: 'ems', href: '/electronics/ems' },
    ],
  },
  {
    slug: 'shutdown-maintenance-ndt',
    accent: 'solutions',
    image: '/images/scenes/ndt.svg',
    division: 'solutions',
    sector: 'oil-gas',
    solutions: ['maintenance', 'ndt-inspection'],
    figures: ['window', 'points'],
    links: [
      { id: 'services', href: '/solutions/services' },
      { id: 'solutions', href: '/solutions' },
    ],
  },
];

const toConfirm = { ar: '', en: '' };

/** The three profiles as draft case studies, imported unpublished (`importSeedDocuments`). */
export function caseStudyDrafts(groupPages: Words): PageDocument[] {
  const shared = groupPages.scope('case-studies.study');
  return profiles.map((profile) => {
    const copy = groupPages.scope(`case-studies.${profile.slug}`);
    const action = { href: contact, label: shared.text('ctaLabel') };
    const facts: BlockOf<'caseStudy'> = {
      kind: 'caseStudy',
      id: 'facts',
      title: shared.text('glanceTitle'),
      division: profile.division,
      sector: profile.sector,
      solutions: profile.solutions,
      location: shared.text('location'),
      // What the company alone can state: the year, and each result's value, left for it to fill in.
      figures: profile.figures.map((id) => ({ id, label: copy.text(`figures.${id}`), value: toConfirm })),
      links: profile.links.map(({ id, href }) => ({ id, href, label: copy.text(`links.${id}`) })),
    };
    return {
      id: seedEntryId('case-studies', profile.slug),
      accent: profile.accent,
      seo: { title: copy.text('title'), description: copy.text('description') },
      card: copy.text('card'),
      hero: {
        eyebrow: shared.text('eyebrow'),
        title: copy.text('title'),
        lead: copy.text('lead'),
        image: profile.image,
        back: { href: '/case-studies', label: shared.text('back') },
        actions: [action],
      },
      blocks: [
        facts,
        {
          kind: 'intro',
          id: 'story',
          title: shared.text('storyTitle'),
          body: (['challenge', 'approach', 'outcome'] as const).map((part) => copy.text(`story.${part}`)),
        },
        { kind: 'gallery', id: 'gallery', title: shared.text('galleryTitle'), items: [] },
        { kind: 'cta', id: 'contact', title: shared.text('ctaTitle'), lead: shared.text('ctaBody'), actions: [action] },
      ],
    };
  });
}
