import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionIds, collections } from '@/config/collections';

const app = path.join(process.cwd(), 'src/app/[locale]');

/** The folder of `/{prefix}/[slug]` under the language segment, through route groups such as `(group)` or `(site)`. */
function entryFolder(prefix: string): string | undefined {
  const walk = (folder: string, parts: string[]): string | undefined => {
    if (parts.length === 0) return existsSync(path.join(folder, '[slug]', 'page.tsx')) ? path.join(folder, '[slug]') : undefined;
    const [next, ...rest] = parts;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const found =
        entry.name === next
          ? walk(path.join(folder, entry.name), rest)
          : /^\(.+\)$/.test(entry.name)
            ? walk(path.join(folder, entry.name), parts)
            : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return walk(app, prefix.split('/').filter(Boolean));
}

/**
 * Next closes a whole route to addresses it did not prerender when any of its segments sets `dynamicParams = false`
 * (app/[locale]/layout.tsx). A collection's entries are added after the build, so no layout above its `[slug]`
 * route may set it: a new electronics product family or case study would answer 404 however it was published.
 */
describe("the collections' entry routes", () => {
  it.each(collectionIds)('%s renders entries added after the build', (id) => {
    const folder = entryFolder(collections[id].prefix);
    expect(folder, `no [slug] route for ${collections[id].prefix}`).toBeDefined();
    expect(readFileSync(path.join(folder!, 'page.tsx'), 'utf8')).toMatch(/export const dynamicParams = true/);
    const closing: string[] = [];
    for (let dir = path.dirname(folder!); dir.startsWith(app); dir = path.dirname(dir)) {
      const layout = path.join(dir, 'layout.tsx');
      if (existsSync(layout) && /export const dynamicParams = false/.test(readFileSync(layout, 'utf8'))) closing.push(path.relative(app, layout));
    }
    expect(closing).toEqual([]);
  });
});
