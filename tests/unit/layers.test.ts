import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import layers of `src/`, top to bottom. A module imports its own layer and the layers below it, never one
 * above: the section library knows no page, a domain feature knows no page data, and the foundation knows nothing
 * built on it. Paths are relative to `src/`; a folder ends with `/`.
 */
const layers = [
  /** Next's routes and the files Next runs around them (the proxy and its rules, start-up). */
  { name: 'app', holds: ['app/', 'proxy.ts', 'proxy-rules.ts', 'instrumentation.ts', 'instrumentation-node.ts'] },
  /** What each page shows (page definitions, landing, contact, legal, R&D pages); may embed a domain feature. */
  { name: 'site pages', holds: ['site-pages/'] },
  /** Domain behaviour: news, leads, staff sign-in and screens, calculator, search, error pages. */
  { name: 'features', holds: ['features/'] },
  /** Layout and the section library. */
  { name: 'components', holds: ['components/'] },
  /** Plain code and data every layer may use. */
  { name: 'foundation', holds: ['lib/', 'config/', 'db/', 'i18n/', 'messages/', 'env.ts'] },
] as const;

/**
 * Imports that still run against the layers, each with why it stays. The test fails when one is no longer there,
 * so the list cannot outlive its reason.
 */
const exceptions: { from: string; to: string; why: string }[] = [
  {
    from: 'db/seed-news.ts',
    to: 'features/news/seed-content',
    why: 'the first-start seed writes news articles, written in the news shapes (features/news/types.ts)',
  },
];

const srcRoot = path.resolve(import.meta.dirname, '../../src');
const repoRoot = path.dirname(srcRoot);

/** Unit tests beside the code set up their fixtures from any layer (a session for the housekeeping, …). */
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(dir = srcRoot): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mts|mjs)$/.test(entry.name) && !isTest(entry.name) ? [path.relative(srcRoot, full)] : [];
  });
}

/** Every module a file names: static imports and re-exports, side-effect imports, dynamic `import()`. */
function importsOf(code: string): string[] {
  const patterns = [/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!));
}

/** Where an import points, relative to `src/` (`../scripts/…` when outside it), or undefined for a package. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return undefined;
  return path
    .relative(srcRoot, path.resolve(srcRoot, path.dirname(file), specifier))
    .split(path.sep)
    .join('/');
}

const withoutExtension = (file: string) => file.replace(/\.(tsx?|mts|mjs)$/, '');

/** The index of a file's layer in `layers` (an import may leave out the extension), -1 when none holds it. */
function layerOf(file: string): number {
  return layers.findIndex((layer) =>
    layer.holds.some((place) =>
      // A folder's own name stands for its index (`@/db`).
      place.endsWith('/') ? file.startsWith(place) || file === place.slice(0, -1) : withoutExtension(file) === withoutExtension(place),
    ),
  );
}

/** Every import that runs against the layers, as `from → to (why)`. */
function violations(files: string[], read: (file: string) => string): { from: string; to: string; problem: string }[] {
  return files.flatMap((file) =>
    importsOf(read(file)).flatMap((specifier) => {
      const to = target(file, specifier);
      if (to === undefined) return [];
      if (to.startsWith('../')) return [{ from: file, to, problem: `leaves src/ (${path.relative(repoRoot, path.resolve(srcRoot, to))})` }];
      const [own, theirs] = [layerOf(file), layerOf(to)];
      if (theirs === -1) return [{ from: file, to, problem: 'imports a module no layer holds' }];
      if (theirs < own) return [{ from: file, to, problem: `${layers[own]!.name} imports ${layers[theirs]!.name}, a layer above it` }];
      return [];
    }),
  );
}

const files = sourceFiles();
const read = (file: string) => fs.readFileSync(path.join(srcRoot, file), 'utf8');
const isExcepted = (found: { from: string; to: string }) =>
  exceptions.some((exception) => exception.from === found.from && withoutExtension(found.to) === exception.to);

describe('import layers', () => {
  it('place every source file under src/ in a layer', () => {
    expect(files.filter((file) => layerOf(file) === -1)).toEqual([]);
  });

  it('run downward: no module imports a layer above its own, nor anything outside src/', () => {
    const found = violations(files, read).filter((violation) => !isExcepted(violation));
    expect(found.map((v) => `${v.from} → ${v.to}: ${v.problem}`)).toEqual([]);
  });

  it('list only exceptions that still exist', () => {
    const found = violations(files, read);
    expect(exceptions.filter((exception) => !found.some((v) => isExcepted(v) && v.from === exception.from))).toEqual([]);
  });

  it('catch an import against the layers, in every form an import takes', () => {
    const code: Record<string, string> = {
      'components/sections/a.tsx': "import { LeadForm } from '@/features/leads/lead-form';",
      'lib/b.ts': "export { x } from '../components/ui/x';",
      'config/c.ts': "const { y } = await import('@/site-pages/page-definitions');",
      'features/news/d.ts': "import {\n  z,\n} from '@/site-pages/home/divisions';",
      'instrumentation.ts': "import '../scripts/page-cache.mjs';",
      'site-pages/e.ts': "import { f } from '@/features/leads/forms';\nimport { g } from '@/components/ui/g';\nimport { h } from 'react';",
    };
    const found = violations(Object.keys(code), (file) => code[file]!).map((v) => v.from);
    expect(found).toEqual(['components/sections/a.tsx', 'lib/b.ts', 'config/c.ts', 'features/news/d.ts', 'instrumentation.ts']);
  });
});
