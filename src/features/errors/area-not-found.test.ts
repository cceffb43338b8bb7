import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const app = new URL('../../app/[locale]/', import.meta.url);

describe('not-found boundaries', () => {
  // Next puts every not-found boundary into the script payload of each page below it: one wrapping the areas
  // with its own header and footer sent a second header and footer with every page.
  it('none wraps the areas from the language segment', () => {
    expect(existsSync(new URL('not-found.tsx', app))).toBe(false);
  });

  it.each([
    ['(group)', 'group'],
    ['electronics', 'electronics'],
    ['energy/(site)', 'energy'],
  ])('the %s area has its own, inside its header and footer', (folder, area) => {
    const source = readFileSync(new URL(`${folder}/not-found.tsx`, app), 'utf8');
    expect(source).toContain(`<AreaNotFound area="${area}" />`);
    expect(source).not.toContain('AreaShell');
  });
});
