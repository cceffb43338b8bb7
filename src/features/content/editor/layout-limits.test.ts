import { describe, expect, it } from 'vitest';
import { featureLinesShown } from './layout-limits';

describe('the feature lines a layout shows', () => {
  it('are four on a large tile, two on a medium one and none on a small one, and three on a division card', () => {
    expect(featureLinesShown('bento', { size: 'large' })).toBe(4);
    expect(featureLinesShown('bento', { size: 'medium' })).toBe(2);
    expect(featureLinesShown('bento', {})).toBe(0);
    expect(featureLinesShown('divisions', {})).toBe(3);
  });

  it('are every line elsewhere', () => {
    expect(featureLinesShown('cards', {})).toBeUndefined();
    expect(featureLinesShown('features', {})).toBeUndefined();
  });
});
