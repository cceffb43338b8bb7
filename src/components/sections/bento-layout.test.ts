import { describe, expect, it } from 'vitest';
import { packTiles } from './bento-layout';

describe('bento layout', () => {
  it('fills the first two rows with large, medium, medium', () => {
    const { tiles, gaps } = packTiles(['large', 'medium', 'medium']);
    expect(tiles).toEqual([
      { column: 1, row: 1, columns: 2, rows: 2 },
      { column: 3, row: 1, columns: 1, rows: 2 },
      { column: 4, row: 1, columns: 1, rows: 2 },
    ]);
    expect(gaps).toEqual([]);
  });

  it('places the spec sequence large, medium, medium, small, large and names every empty cell', () => {
    const { tiles, gaps } = packTiles(['large', 'medium', 'medium', 'small', 'large']);
    expect(tiles[3]).toEqual({ column: 1, row: 3, columns: 1, rows: 1 });
    expect(tiles[4]).toEqual({ column: 2, row: 3, columns: 2, rows: 2 });
    const cells = tiles.reduce((sum, tile) => sum + tile.columns * tile.rows, 0);
    expect(cells + gaps.length).toBe(4 * 4);
    expect(gaps).toContainEqual({ column: 1, row: 4, columns: 1, rows: 1 });
  });
});
