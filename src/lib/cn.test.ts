import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');
// Staff screens are not part of a visitor's download.
const staffOnly = [
  /[/\\]admin[/\\]/,
  /[/\\]content[/\\](editor|entries|schedule)[/\\]/,
  /[/\\]features[/\\](staff|redirects|certificates|media)[/\\]/,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Modules a client island pulls into the browser: the client files and what they import from the project. */
function browserModules(): Set<string> {
  const files = sourceFiles(src);
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = specifier.startsWith('@/')
      ? path.join(src, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : undefined;
    if (!base) return undefined;
    return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
  };
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file) || staffOnly.some((pattern) => pattern.test(file))) return;
    reached.add(file);
    for (const [, specifier = ''] of fs.readFileSync(file, 'utf8').matchAll(/^import (?!type )[^'"]*['"]([^'"]+)['"]/gm)) {
      const target = resolve(file, specifier);
      if (target) visit(target);
    }
  };
  for (const file of files) if (/^['"]use client['"]/.test(fs.readFileSync(file, 'utf8'))) visit(file);
  return reached;
}

describe('class names in the browser', () => {
  it('no public client island, nor anything it imports, ships tailwind-merge', () => {
    const modules = browserModules();
    expect(modules.size).toBeGreaterThan(10);
    const merging = [...modules].filter(
      (file) => !file.endsWith(`lib${path.sep}cn.ts`) && /from ['"](@\/lib\/cn|tailwind-merge)['"]/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(merging.map((file) => path.relative(src, file))).toEqual([]);
  });
});
