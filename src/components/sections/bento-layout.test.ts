import { describe, expect, it } from 'vitest';
import { packTiles } from './bento-layout';

const cells = (tiles: ReturnType<typeof packTiles>) => tiles.reduce((sum, tile) => sum + tile.columns * tile.rows, 0);

describe('bento layout', () => {
  it('fills the first two rows with large, medium, medium', () => {
    expect(packTiles(['large', 'medium', 'medium'])).toEqual([
      { column: 1, row: 1, columns: 2, rows: 2 },
      { column: 3, row: 1, columns: 1, rows: 2 },
      { column: 4, row: 1, columns: 1, rows: 2 },
    ]);
  });

  it('closes the spec sequence large, medium, medium, small, large without holes', () => {
    const tiles = packTiles(['large', 'medium', 'medium', 'small', 'large']);
    expect(tiles.slice(0, 3)).toEqual(packTiles(['large', 'medium', 'medium']));
    // The small tile takes the cell under it, the last large one the column beside it.
    expect(tiles[3]).toEqual({ column: 1, row: 3, columns: 1, rows: 2 });
    expect(tiles[4]).toEqual({ column: 2, row: 3, columns: 3, rows: 2 });
    expect(cells(tiles)).toBe(4 * 4);
  });

  it('never leaves a hole, whatever the sizes', () => {
    const sizes = ['large', 'medium', 'small'] as const;
    for (let n = 1; n <= 6; n++) {
      for (let seed = 0; seed < 30; seed++) {
        const sequence = Array.from({ length: n }, (_, i) => sizes[(seed * 7 + i * (seed + 3)) % 3]!);
        const tiles = packTiles(sequence);
        const height = Math.max(...tiles.map((tile) => tile.row + tile.rows - 1));
        expect(cells(tiles), sequence.join(',')).toBe(4 * height);
      }
    }
  });

  it('packs the EMS key services on three columns: the fourth and eighth two rows tall, the last closing the grid', () => {
    const sizes = Array.from({ length: 11 }, (_, i) => (i === 3 || i === 7 ? 'medium' : 'small') as 'medium' | 'small');
    const tiles = packTiles(sizes, 3);
    expect(tiles[3]).toEqual({ column: 1, row: 2, columns: 1, rows: 2 });
    expect(tiles[7]).toEqual({ column: 3, row: 3, columns: 1, rows: 2 });
    expect(tiles.filter((tile) => tile.rows === 2)).toHaveLength(2);
    expect(tiles[10]).toEqual({ column: 1, row: 5, columns: 3, rows: 1 });
    expect(cells(tiles)).toBe(3 * 5);
  });
});
