import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageDocumentSchema } from './document';
import { href, imagePath } from './fields';
import { blockKinds, blockSchema } from './schema';

const words = (en: string, ar = 'نص') => ({ ar, en });
const here = dirname(fileURLToPath(import.meta.url));

describe('block schemas', () => {
  it('know every kind of the section library, one per folder', () => {
    const folders = readdirSync(here, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && existsSync(join(here, entry.name, 'schema.ts')),
    );
    expect(folders.length).toBeGreaterThanOrEqual(24);
    expect(blockKinds).toHaveLength(folders.length);
    expect(new Set(blockKinds).size).toBe(folders.length);
  });

  it('take links to the site, anchors and https addresses, and nothing that could run', () => {
    for (const good of ['/energy/contact?service=solar#enquiry', '#specs', 'https://example.com/datasheet.pdf'])
      expect(href.safeParse(good).success).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      'http://plain.example',
      ' /x',
      'vbscript:x',
    ])
      expect(href.safeParse(bad).success, bad).toBe(false);
  });

  it('take pictures from the site only', () => {
    expect(imagePath.safeParse('/images/scenes/pcb.svg').success).toBe(true);
    for (const bad of ['https://evil.example/a.png', '//evil.example/a.png', '/images/a b.png', 'javascript:x', '/images/"onerror=x.svg'])
      expect(imagePath.safeParse(bad).success, bad).toBe(false);
  });

  it('refuse an unknown kind, a block without its heading, and a button whose label lacks a language', () => {
    expect(blockSchema.safeParse({ kind: 'script', id: 'x' }).success).toBe(false);
    expect(blockSchema.safeParse({ kind: 'specs', id: 'specs', rows: [] }).success).toBe(false);
    const cta = { kind: 'cta', id: 'cta', title: words('Talk to us'), actions: [{ href: '/contact', label: { en: 'Contact' } }] };
    expect(blockSchema.safeParse(cta).success).toBe(false);
    expect(blockSchema.safeParse({ ...cta, actions: [{ href: '/contact', label: words('Contact', 'تواصل') }] }).success).toBe(true);
  });

  it('hold tabs of other blocks, but no tabs inside tabs', () => {
    const specs = {
      kind: 'specs',
      id: 'specs',
      title: words('Specifications'),
      rows: [{ id: 'power', label: words('Power'), value: words('700 W') }],
    };
    const tabs = { kind: 'tabs', id: 'tabs', tabs: [{ id: 'one', label: words('One'), blocks: [specs] }] };
    expect(blockSchema.safeParse(tabs).success).toBe(true);
    expect(blockSchema.safeParse({ ...tabs, tabs: [{ id: 'one', label: words('One'), blocks: [tabs] }] }).success).toBe(false);
  });

  it('refuse text past the limit rather than store it', () => {
    const page = {
      id: 'about',
      accent: 'group',
      seo: { title: words('About'), description: words('x'.repeat(5000)) },
      hero: { title: words('About'), image: '/images/scenes/group.svg' },
      blocks: [],
    };
    expect(pageDocumentSchema.safeParse(page).success).toBe(false);
    expect(pageDocumentSchema.safeParse({ ...page, seo: { title: words('About'), description: words('About the group') } }).success).toBe(true);
  });

  it('hold numbered chapters and catalogues whose keys are anchors, never free text', () => {
    const chapters = {
      kind: 'chapters',
      id: 'legal',
      contentsTitle: words('Privacy Policy'),
      updated: words('Last updated: November 2026'),
      sections: [{ id: 's1', title: words('Who we are'), body: [words('We are a Saudi group.')] }],
    };
    expect(blockSchema.safeParse(chapters).success).toBe(true);
    expect(blockSchema.safeParse({ ...chapters, sections: [{ ...chapters.sections[0], id: 'who we are' }] }).success).toBe(false);
    expect(blockSchema.safeParse({ ...chapters, updated: undefined }).success).toBe(false);
    const directory = {
      kind: 'directory',
      id: 'catalogue',
      navLabel: words('Service categories'),
      categories: [
        {
          id: 'hardware',
          icon: 'circuit',
          title: words('Hardware'),
          services: [{ id: 'pcb-design', title: words('PCB design'), body: words('Layouts.') }],
        },
      ],
    };
    expect(blockSchema.safeParse(directory).success).toBe(true);
    expect(blockSchema.safeParse({ ...directory, categories: [{ ...directory.categories[0], icon: 'skull' }] }).success).toBe(false);
    expect(blockSchema.safeParse({ ...directory, categories: [{ ...directory.categories[0], id: '#hardware' }] }).success).toBe(false);
  });

  it("hold the landing's division cards with a colour of a division and site links, but never inside a tab", () => {
    const division = {
      id: 'energy',
      accent: 'energy',
      icon: 'batteryCharging',
      image: '/images/divisions/energy.svg',
      title: words('Energy'),
      body: words('Solar and storage.'),
      features: [words('Solar systems'), words('Storage')],
      href: '/energy/home',
      overview: '/sectors/energy',
    };
    const divisions = {
      kind: 'divisions',
      id: 'divisions',
      title: words('Our divisions'),
      items: [division],
      cardLink: words('Visit the division'),
      overlay: { explore: words('Explore'), request: { href: '/contact', label: words('Get a quote') }, close: words('Close') },
      figures: { years: words('Years'), projects: words('Projects'), countries: words('Countries') },
    };
    expect(blockSchema.safeParse(divisions).success).toBe(true);
    expect(blockSchema.safeParse({ ...divisions, items: [{ ...division, accent: 'group' }] }).success).toBe(false);
    expect(blockSchema.safeParse({ ...divisions, items: [{ ...division, href: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(blockSchema.safeParse({ ...divisions, items: [] }).success).toBe(false);
    const tabs = { kind: 'tabs', id: 'tabs', tabs: [{ id: 'one', label: words('One'), blocks: [divisions] }] };
    expect(blockSchema.safeParse(tabs).success).toBe(false);
  });

  it('hold the contact tiles and the trust band with their words, the figures and certificates staying with the site', () => {
    const tiles = { phone: words('Call us'), email: words('Email us'), visit: words('Visit us'), address: words('Jeddah') };
    const contact = { kind: 'contactTiles', id: 'contact', title: words("Let's talk"), tiles };
    expect(blockSchema.safeParse(contact).success).toBe(true);
    // The phone and e-mail are the site's (`siteConfig`), not the page's.
    expect(blockSchema.parse({ ...contact, tiles: { ...tiles, number: '+966' } })).not.toHaveProperty('tiles.number');
    const trust = {
      kind: 'trust',
      id: 'trust',
      title: words('Certified systems'),
      figures: { title: words('In figures'), years: words('Years'), projects: words('Projects'), countries: words('Countries') },
      certificates: { title: words('Certificates'), quality: words('Quality'), environment: words('Environment'), safety: words('Safety') },
      sectors: { title: words('Sectors'), items: [{ id: 'oilGas', icon: 'flame', title: words('Oil and gas') }] },
    };
    expect(blockSchema.safeParse(trust).success).toBe(true);
    expect(blockSchema.safeParse({ ...trust, certificates: { ...trust.certificates, safety: undefined } }).success).toBe(false);
  });
});
