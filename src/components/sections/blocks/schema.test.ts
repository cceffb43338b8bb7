import { describe, expect, it } from 'vitest';
import { pageDocumentSchema } from './document';
import { href, imagePath } from './fields';
import { blockKinds, blockSchema } from './schema';

const words = (en: string, ar = 'نص') => ({ ar, en });

describe('block schemas', () => {
  it('know every kind of the section library', () => {
    expect(blockKinds).toHaveLength(22);
    expect(new Set(blockKinds).size).toBe(22);
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
});
