import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageDefinitionFor } from '@/site-pages/page-definitions';
import { artFor, pagesWithArt } from './page-art';
import { pageRoutes } from './routes';

/**
 * The picture that opens each page: the split hero's artwork, the slideshow's first picture or the video's
 * poster for pages described as data, the page-art scene for the rest that show one. Further slides and
 * rotating frames may show another page's scene, as a card would.
 */
const heroes: [routeId: string, image: string][] = pageRoutes.flatMap((route): [string, string][] => {
  const definition = pageDefinitionFor(route.id);
  if (definition) return [[route.id, definition.hero.slides?.[0]?.image ?? definition.hero.image]];
  const showsArt = route.area !== 'admin' && (route.layout === 'standard' || pagesWithArt.includes(route.id));
  return showsArt ? [[route.id, artFor(route.id)]] : [];
});

describe('hero artwork', () => {
  it('gives every page a hero scene of its own', () => {
    const pagesOf = new Map<string, string[]>();
    for (const [routeId, image] of heroes) pagesOf.set(image, [...(pagesOf.get(image) ?? []), routeId]);
    const shared = [...pagesOf].filter(([, pages]) => pages.length > 1).map(([image, pages]) => `${image}: ${pages.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('finds every hero picture in public/', () => {
    expect(heroes.length).toBeGreaterThan(60);
    const missing = heroes.filter(([, image]) => !fs.existsSync(path.join(process.cwd(), 'public', image)));
    expect(missing).toEqual([]);
  });
});
