import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconSpritePath, renderIconSprite } from '../../../scripts/icon-sprite';
import { Icon } from './icon';
import { socialGlyphs } from '@/components/layout/social-glyphs';
import { iconSymbols } from './icon-symbols';

describe('icon sprite', () => {
  it('is up to date with the icon list (run `npm run icons` after changing it)', async () => {
    expect(readFileSync(iconSpritePath, 'utf8')).toBe(await renderIconSprite());
  });

  it('holds a drawn symbol for every icon name the pages may use', () => {
    const sprite = readFileSync(iconSpritePath, 'utf8');
    for (const name of [...iconSymbols, ...Object.keys(socialGlyphs).map((network) => `social-${network}`)])
      expect(sprite, name).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"[^>]*><(path|circle|rect|line|polyline|polygon|ellipse) `));
  });

  it('draws an icon as a hidden reference into the sprite, keeping its size and colour classes', () => {
    const markup = renderToStaticMarkup(createElement(Icon, { name: 'arrow-right', className: 'size-4 text-primary' }));
    expect(markup).toMatch(
      /^<svg aria-hidden="true" focusable="false" class="icon size-4 text-primary"><use href="\/icons\.svg\?v=[^"#]+#arrow-right"><\/use><\/svg>$/,
    );
  });
});
